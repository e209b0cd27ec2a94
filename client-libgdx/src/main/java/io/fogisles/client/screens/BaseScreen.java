package io.fogisles.client.screens;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.ScreenAdapter;
import com.badlogic.gdx.graphics.OrthographicCamera;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import io.fogisles.client.core.Notices;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;

/** A screen with a scene2d stage scaled by the UI scale, over the animated sea. */
public abstract class BaseScreen extends ScreenAdapter {
    /** The name of actors that cover the screen on purpose (menus, help, choice menus, notices). */
    public static final String OVERLAY = "overlay";
    protected final ScreenHost app;
    protected final Stage stage;
    protected final OrthographicCamera camera = new OrthographicCamera();
    protected float time;
    private Table noticeBox;
    private int shownNotices = -1;
    private int focused = -1; // index into buttons(): the button the keyboard is on, or -1

    protected BaseScreen(ScreenHost app) {
        this.app = app;
        ScreenViewport vp = new ScreenViewport();
        vp.setUnitsPerPixel(1f / scale());
        this.stage = new Stage(vp);
    }

    /** Builds (or rebuilds, after a language or scale change) the stage's actors. */
    protected abstract void build(Table root);

    public void rebuild() {
        ((ScreenViewport) stage.getViewport()).setUnitsPerPixel(1f / scale());
        stage.getViewport().update(app.screenWidth(), app.screenHeight(), true);
        stage.clear();
        Table root = new Table();
        root.setFillParent(true);
        stage.addActor(root);
        build(root);
        noticeBox = new Table();
        noticeBox.setName(OVERLAY);
        stage.addActor(noticeBox);
        shownNotices = -1;
        camera.setToOrtho(false, worldWidth(), worldHeight());
    }

    /** Where the notices hang from (the game screen keeps its top bar free). */
    protected float noticeTop() {
        return worldHeight() - 10;
    }

    /** Shows the current notices top right, newest last; a click on one dismisses it. */
    private void refreshNotices() {
        shownNotices = app.notices().version();
        noticeBox.clear();
        for (Notices.Notice n : app.notices().current()) {
            Table box = new Table();
            box.setBackground(app.ui().tint("round", n.kind() == Notices.Kind.PROBLEM ? 0x5A1E1A : 0x143A5A, 0.96f));
            box.pad(8, 12, 8, 10).defaults().left();
            Label head = label(n.text(), n.kind() == Notices.Kind.PROBLEM ? "default" : "small");
            head.setWrap(true);
            box.add(head).width(430).row();
            for (String d : n.details()) {
                Label l = label(d, "dim");
                l.setWrap(true);
                box.add(l).width(430).padLeft(8).padTop(2).row();
            }
            if (n.kind() == Notices.Kind.PROBLEM) box.add(label(t("client.notice.dismiss"), "dim")).right().padTop(2).row();
            box.setTouchable(com.badlogic.gdx.scenes.scene2d.Touchable.enabled);
            box.addListener(new com.badlogic.gdx.scenes.scene2d.utils.ClickListener() {
                @Override
                public void clicked(com.badlogic.gdx.scenes.scene2d.InputEvent event, float x, float y) {
                    app.notices().dismiss(n);
                }
            });
            noticeBox.add(box).width(460).padBottom(6).row();
        }
        noticeBox.pack();
        noticeBox.setPosition(worldWidth() - noticeBox.getWidth() - 12, noticeTop() - noticeBox.getHeight());
        noticeBox.toFront();
    }

    /** The UI scale in use: the chosen one, or the largest that fits this window (see {@link io.fogisles.client.core.Settings#scalesFor}). */
    public float scale() {
        return app.settings().scaleIn(app.screenWidth(), app.screenHeight());
    }

    public float worldWidth() {
        return app.screenWidth() / scale();
    }

    public float worldHeight() {
        return app.screenHeight() / scale();
    }

    protected InputProcessor input() {
        return new InputMultiplexer(stage);
    }

    @Override
    public void show() {
        rebuild();
        Gdx.input.setInputProcessor(new InputMultiplexer(new KeyboardNavigation(), input()));
    }

    @Override
    public void resize(int width, int height) {
        rebuild();
    }

    @Override
    public void render(float delta) {
        time += Math.min(delta, 1 / 20f);
        // no clear: the sea covers the whole window every frame (one fill of the screen less for software GL)
        camera.setToOrtho(false, worldWidth(), worldHeight());
        Painter p = app.painter();
        p.begin(camera.combined);
        sea(p, worldWidth(), worldHeight(), time);
        p.end();
        app.profile().mark("sea");
        p.begin(camera.combined);
        drawBoard(p, delta);
        p.end();
        app.profile().mark("board");
        app.notices().update(delta);
        if (app.notices().version() != shownNotices && noticeBox != null) refreshNotices();
        float fading = app.notices().secondsToNextChange();
        if (fading >= 0) app.wakeIn(fading + 0.02f);
        stage.act(Math.min(delta, 1 / 20f));
        stage.draw();
        drawKeyboardFocus();
        app.profile().mark("stage");
        // the client draws only when something changes (input, a timer, work done on another thread); a
        // screen with something moving asks for the next frame itself
        if (animating()) Gdx.graphics.requestRendering();
    }

    /** Whether the screen shows something moving and needs the next frame (the loading screen's spinner, animations). */
    protected boolean animating() {
        return false;
    }

    /**
     * Whether Tab / Shift+Tab and the arrow keys walk through the screen's buttons (Enter or Space presses
     * the one walked to). The game screen uses those keys for the table and walks buttons only in its menu.
     */
    protected boolean keyboardWalksButtons() {
        return true;
    }

    /** The buttons the keyboard can walk to, in the order they were built (reading order). */
    private java.util.List<TextButton> buttons() {
        java.util.List<TextButton> out = new java.util.ArrayList<>();
        collect(stage.getRoot(), out);
        return out;
    }

    private static void collect(com.badlogic.gdx.scenes.scene2d.Actor a, java.util.List<TextButton> out) {
        if (!a.isVisible()) return;
        if (a instanceof TextButton b) {
            if (!b.isDisabled()) out.add(b);
            return;
        }
        if (a instanceof com.badlogic.gdx.scenes.scene2d.Group g) for (com.badlogic.gdx.scenes.scene2d.Actor c : g.getChildren()) collect(c, out);
    }

    private TextButton focusedButton() {
        if (focused < 0 || !keyboardWalksButtons()) return null;
        java.util.List<TextButton> all = buttons();
        if (all.isEmpty()) return null;
        return all.get(Math.min(focused, all.size() - 1));
    }

    private void drawKeyboardFocus() {
        TextButton b = focusedButton();
        if (b == null) return;
        com.badlogic.gdx.math.Vector2 at = b.localToStageCoordinates(new com.badlogic.gdx.math.Vector2(0, 0));
        Painter p = app.painter();
        p.begin(stage.getCamera().combined);
        p.roundFrame(at.x - 4, at.y - 4, b.getWidth() + 8, b.getHeight() + 8, 10, 3, Palette.FOCUS);
        p.end();
    }

    /** Tab, Shift+Tab and the arrows walk through the buttons; Enter or Space presses the one walked to. */
    private final class KeyboardNavigation extends com.badlogic.gdx.InputAdapter {
        @Override
        public boolean keyDown(int key) {
            if (!keyboardWalksButtons()) return false;
            boolean inText = stage.getKeyboardFocus() instanceof com.badlogic.gdx.scenes.scene2d.ui.TextField;
            boolean shift = Gdx.input.isKeyPressed(com.badlogic.gdx.Input.Keys.SHIFT_LEFT) || Gdx.input.isKeyPressed(com.badlogic.gdx.Input.Keys.SHIFT_RIGHT);
            int step = switch (key) {
                case com.badlogic.gdx.Input.Keys.TAB -> shift ? -1 : 1;
                case com.badlogic.gdx.Input.Keys.DOWN, com.badlogic.gdx.Input.Keys.RIGHT -> inText ? 0 : 1;
                case com.badlogic.gdx.Input.Keys.UP, com.badlogic.gdx.Input.Keys.LEFT -> inText ? 0 : -1;
                default -> 0;
            };
            java.util.List<TextButton> all = buttons();
            if (step != 0 && !all.isEmpty()) {
                if (inText) stage.setKeyboardFocus(null);
                focused = focused < 0 ? (step > 0 ? 0 : all.size() - 1) : Math.floorMod(Math.min(focused, all.size() - 1) + step, all.size());
                return true;
            }
            if ((key == com.badlogic.gdx.Input.Keys.ENTER || key == com.badlogic.gdx.Input.Keys.SPACE || key == com.badlogic.gdx.Input.Keys.NUMPAD_ENTER) && !inText) {
                TextButton b = focusedButton();
                if (b == null) return false;
                ChangeListener.ChangeEvent e = new ChangeListener.ChangeEvent();
                b.fire(e);
                return true;
            }
            return false;
        }

        @Override
        public boolean touchDown(int screenX, int screenY, int pointer, int button) {
            focused = -1; // the mouse is in charge again
            return false;
        }
    }

    /** Board drawing between the sea and the stage (the game screen's table). */
    protected void drawBoard(Painter p, float delta) {
    }

    /** The sea: a vertical gradient and slow wave strokes. */
    public static void sea(Painter p, float w, float h, float time) {
        p.gradient(0, 0, w, h, Palette.SEA_DEEP, Palette.SEA);
        for (int k = 0; k < 26; k++) {
            float x = ((k * 197) % 1000) / 1000f * w + (float) Math.sin(time * 0.3 + k) * 12;
            float y = ((k * 331) % 1000) / 1000f * h;
            float len = 24 + (k % 5) * 8;
            p.line(x, y, x + len, y + 2, 2, Palette.hex(0x5FA8D3, 0.18f));
            p.line(x + len * 0.3f, y - 6, x + len * 0.8f, y - 5, 2, Palette.hex(0x5FA8D3, 0.12f));
        }
    }

    protected TextButton button(String text, Runnable action) {
        return button(text, "default", action);
    }

    protected TextButton button(String text, String style, Runnable action) {
        TextButton b = new TextButton(text, app.ui().skin, style);
        b.setProgrammaticChangeEvents(false); // setChecked while building must not act
        b.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, com.badlogic.gdx.scenes.scene2d.Actor actor) {
                action.run();
            }
        });
        return b;
    }

    protected Label label(String text, String style) {
        return new Label(text, app.ui().skin, style);
    }

    protected String t(String key, Object... args) {
        return app.text().t(key, args);
    }

    @Override
    public void dispose() {
        stage.dispose();
    }
}
