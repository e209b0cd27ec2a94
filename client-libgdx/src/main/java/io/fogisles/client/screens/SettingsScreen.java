package io.fogisles.client.screens;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.List;
import io.fogisles.client.core.Settings;

/** Language, UI scale, animation speed, fullscreen; every change is saved at once. */
public final class SettingsScreen extends BaseScreen {
    private final Runnable back;

    public SettingsScreen(ScreenHost app, Runnable back) {
        super(app);
        this.back = back;
    }

    @Override
    protected void build(Table root) {
        Settings s = app.settings();
        Table box = new Table();
        box.setBackground(app.ui().panel());
        box.pad(24).defaults().pad(6).left();
        box.add(label(t("client.settings.title"), "big")).colspan(2).padBottom(12).row();
        box.add(label(t("client.settings.language"), "default"));
        box.add(button(t("client.language." + s.language), () -> {
            s.language = Settings.LANGUAGES.get((Settings.LANGUAGES.indexOf(s.language) + 1) % Settings.LANGUAGES.size());
            app.applySettings();
            rebuild();
        })).width(220).row();
        box.add(label(t("client.settings.scale"), "default"));
        Table scale = new Table();
        List<Float> offered = Settings.scalesFor(app.screenWidth(), app.screenHeight());
        int at = offered.indexOf(scale());
        TextButton smaller = button("-", () -> setScale(offered.get(Math.max(0, at - 1))));
        TextButton larger = button("+", () -> setScale(offered.get(Math.min(offered.size() - 1, at + 1))));
        smaller.setDisabled(at <= 0);
        larger.setDisabled(at >= offered.size() - 1);
        scale.add(smaller).width(44);
        scale.add(label(Math.round(scale() * 100) + " %", "default")).width(90).center();
        scale.add(larger).width(44);
        box.add(scale).left().row();
        if (scale() < s.uiScale - 0.001f) { // the chosen size does not fit this window: say so
            Label fit = label(t("client.settings.scale-window", Math.round(s.uiScale * 100)), "dim");
            fit.setWrap(true);
            box.add(fit).colspan(2).width(440).row();
        }
        box.add(label(t("client.settings.speed"), "default"));
        box.add(button(t("client.speed." + s.animationSpeed.name().toLowerCase()), () -> {
            s.animationSpeed = s.animationSpeed.next();
            app.applySettings();
            rebuild();
        })).width(220).row();
        box.add(label(t("client.settings.fullscreen"), "default"));
        box.add(button(s.fullscreen ? t("client.on") : t("client.off"), () -> {
            s.fullscreen = !s.fullscreen;
            app.applyWindowMode();
            app.applySettings();
            rebuild();
        })).width(220).row();
        box.add(label(t("client.settings.window"), "default"));
        box.add(label(s.windowWidth + " x " + s.windowHeight, "dim")).row();
        Label file = label(t("client.settings.file", app.store().file()), "dim");
        file.setWrap(true);
        box.add(file).colspan(2).width(440).padTop(12).row();
        box.add(button(t("client.back"), "accent", () -> back.run())).colspan(2).right().width(160).height(44).padTop(12);
        root.add(box);
    }

    private void setScale(float v) {
        app.settings().uiScale = v;
        app.applySettings();
        rebuild();
    }

    @Override
    protected InputProcessor input() {
        return new InputMultiplexer(stage, new InputAdapter() {
            @Override
            public boolean keyDown(int key) {
                if (key == Input.Keys.ESCAPE || key == Input.Keys.ENTER) {
                    back.run();
                    return true;
                }
                return false;
            }
        });
    }

    @Override
    public void resize(int width, int height) {
        super.resize(width, height);
        if (!Gdx.graphics.isFullscreen()) app.rememberWindow(width, height);
    }
}
