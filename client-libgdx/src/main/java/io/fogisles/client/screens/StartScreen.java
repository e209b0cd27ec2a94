package io.fogisles.client.screens;

import io.fogisles.kernel.module.GameDescriptor;
import java.util.List;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;

/** The title screen: Continue (the autosave), New game, Play online, Watch a replay, Settings, Quit. */
public final class StartScreen extends BaseScreen {
    private static final com.badlogic.gdx.graphics.Color[] DECOR = {
            Palette.hex(0x2F7D3A, 0.8f), Palette.hex(0x8A8F9C, 0.8f), Palette.hex(0xE7C26A, 0.8f), Palette.hex(0x3F8C86, 0.8f), Palette.hex(0xC2613A, 0.8f),
            Palette.hex(0x9CCB55, 0.8f)};
    private TextButton cont, newGame, online, replays;
    private Label status;
    private String message;
    /** Whether the games' choice is shown (it needs the engine's catalog, ready after the first frames). */
    private boolean gamesShown;

    public StartScreen(ScreenHost app) {
        this(app, null);
    }

    public StartScreen(ScreenHost app, String message) {
        super(app);
        this.message = message;
    }

    @Override
    protected void build(Table root) {
        root.add(label(t("client.title"), "title")).padBottom(4).row();
        List<GameDescriptor> games = app.engineReady() ? app.engine().catalog().games() : List.of();
        gamesShown = app.engineReady();
        root.add(label(t("client.subtitle"), "dim")).padBottom(games.size() > 1 ? 14 : 36).row();
        if (games.size() > 1) { // the game is chosen first; New game then sets up that game's modules and seats
            GameDescriptor chosen = chosenGame();
            Table row = new Table();
            row.add(label(t("client.start.game"), "default")).padRight(10);
            for (GameDescriptor g : games) {
                TextButton b = button(g.displayName(app.text().lang()), "quiet", () -> {
                    app.settings().game = g.id();
                    app.saveSettings();
                    rebuild();
                });
                b.setChecked(g.id().equals(chosen.id()));
                b.setName("game:" + g.id());
                row.add(b).height(40).padRight(6);
            }
            root.add(row).padBottom(4).row();
            Label about = label(t("client.start.game-about", chosen.displayDescription(app.text().lang()), chosen.players().min(), chosen.players().max()), "dim");
            about.setWrap(true);
            about.setAlignment(com.badlogic.gdx.utils.Align.center);
            root.add(about).width(Math.min(760, worldWidth() - 40)).padBottom(12).row();
        }
        cont = button(t("client.start.continue"), "accent", () -> app.continueGame());
        newGame = button(t("client.start.new"), "accent", () -> app.showNewGame(null));
        root.add(cont).width(280).height(52).padBottom(12).row();
        root.add(newGame).width(280).height(52).padBottom(12).row();
        online = button(t("client.start.online"), () -> app.showOnline(null));
        root.add(online).width(280).height(44).padBottom(12).row();
        replays = button(t("client.start.replays"), () -> app.showReplays());
        root.add(replays).width(280).height(44).padBottom(12).row();
        root.add(button(t("client.start.settings"), () -> app.showSettings(() -> app.showTitle(null)))).width(280).height(44).padBottom(12).row();
        root.add(button(t("client.start.quit"), () -> app.quit())).width(280).height(44).padBottom(24).row();
        status = label("", "dim");
        root.add(status).row();
        if (message != null) root.add(label(message, "error")).padTop(8).width(700).row();
        status.setWrap(false);
    }

    /** The game chosen here (remembered in the settings), else the default game. */
    private GameDescriptor chosenGame() {
        var catalog = app.engine().catalog();
        GameDescriptor g = app.settings().game == null ? null : catalog.game(app.settings().game);
        return g != null ? g : catalog.defaultGame();
    }

    /** The next game in the list (key G). */
    private void nextGame() {
        if (!app.engineReady()) return;
        List<GameDescriptor> games = app.engine().catalog().games();
        if (games.size() < 2) return;
        app.settings().game = games.get((games.indexOf(chosenGame()) + 1) % games.size()).id();
        app.saveSettings();
        rebuild();
    }

    @Override
    protected InputProcessor input() {
        return new InputMultiplexer(stage, new InputAdapter() {
            @Override
            public boolean keyDown(int key) {
                if (key == Input.Keys.ENTER && !cont.isDisabled() && cont.isVisible()) app.continueGame();
                else if (key == Input.Keys.N || key == Input.Keys.ENTER) app.showNewGame(null);
                else if (key == Input.Keys.R && app.engineReady()) app.showReplays();
                else if (key == Input.Keys.O && app.engineReady()) app.showOnline(null);
                else if (key == Input.Keys.G) nextGame();
                else if (key == Input.Keys.ESCAPE) app.quit();
                else return false;
                return true;
            }
        });
    }

    @Override
    public void render(float delta) {
        boolean ready = app.engineReady();
        if (ready != gamesShown) rebuild();
        cont.setVisible(app.saves().exists());
        cont.setDisabled(!ready);
        newGame.setDisabled(!ready);
        replays.setDisabled(!ready);
        online.setDisabled(!ready);
        status.setText(ready ? t("client.start.hint") : t("client.start.loading"));
        super.render(delta);
    }

    @Override
    protected void drawBoard(Painter p, float delta) {
        // a few drifting islands of hexes behind the title
        float w = worldWidth(), h = worldHeight();
        for (int k = 0; k < 3; k++) {
            float cx = w * (0.18f + 0.32f * k) + (float) Math.sin(time * 0.2 + k) * 10, cy = h * (k == 1 ? 0.08f : 0.82f); // the middle one low, under the keys line
            for (int i = 0; i < 7; i++) {
                double a = Math.toRadians(30 + 60 * i);
                float x = i == 6 ? cx : cx + (float) Math.cos(a) * 30, y = i == 6 ? cy : cy + (float) Math.sin(a) * 30;
                p.hex(x, y, 17, DECOR[(i + k) % DECOR.length]);
            }
        }
    }
}
