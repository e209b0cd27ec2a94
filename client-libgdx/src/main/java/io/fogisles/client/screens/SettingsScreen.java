package io.fogisles.client.screens;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.Screen;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import io.fogisles.client.FogIslesApp;
import io.fogisles.client.core.Settings;
import java.util.function.Supplier;

/** Language, UI scale, animation speed, fullscreen; every change is saved at once. */
public final class SettingsScreen extends BaseScreen implements io.fogisles.client.core.Overlay {
    private final Supplier<Screen> back;

    public SettingsScreen(FogIslesApp app, Supplier<Screen> back) {
        super(app);
        this.back = back;
    }

    @Override
    protected void build(Table root) {
        Settings s = app.settings;
        Table box = new Table();
        box.setBackground(app.ui.panel());
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
        scale.add(button("-", () -> setScale(s.uiScale - 0.25f))).width(44);
        scale.add(label(Math.round(s.uiScale * 100) + " %", "default")).width(100).center();
        scale.add(button("+", () -> setScale(s.uiScale + 0.25f))).width(44);
        box.add(scale).row();
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
        box.add(label(t("client.settings.file", app.store.file()), "dim")).colspan(2).padTop(12).row();
        box.add(button(t("client.back"), "accent", () -> app.setScreen(back.get()))).colspan(2).right().width(160).height(44).padTop(12);
        root.add(box);
    }

    private void setScale(float v) {
        app.settings.uiScale = Math.max(Settings.MIN_SCALE, Math.min(Settings.MAX_SCALE, Math.round(v * 4) / 4f));
        app.applySettings();
        rebuild();
    }

    @Override
    protected InputProcessor input() {
        return new InputMultiplexer(stage, new InputAdapter() {
            @Override
            public boolean keyDown(int key) {
                if (key == Input.Keys.ESCAPE || key == Input.Keys.ENTER) {
                    app.setScreen(back.get());
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
