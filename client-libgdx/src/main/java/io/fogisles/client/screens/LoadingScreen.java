package io.fogisles.client.screens;

import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/** Shown while rules and a game are made off the render thread; hands the result on when it is ready. */
public final class LoadingScreen<T> extends BaseScreen {
    private final CompletableFuture<T> work;
    private final Consumer<T> done;
    private final Consumer<Throwable> failed;
    private final String message;
    private boolean handed;

    public LoadingScreen(ScreenHost app, String message, CompletableFuture<T> work, Consumer<T> done, Consumer<Throwable> failed) {
        super(app);
        this.message = message;
        this.work = work;
        this.done = done;
        this.failed = failed;
    }

    @Override
    protected void build(Table root) {
        Label l = label(message, "big");
        root.add(l);
    }

    @Override
    protected void drawBoard(Painter p, float delta) {
        float cx = worldWidth() / 2, cy = worldHeight() / 2 - 60;
        for (int i = 0; i < 6; i++) {
            double a = time * 3 + i * Math.PI / 3;
            p.hex(cx + (float) Math.cos(a) * 30, cy + (float) Math.sin(a) * 30, 9, Palette.hex(0xF0C24B, 0.3f + 0.7f * i / 6));
        }
    }

    @Override
    protected boolean animating() {
        return true; // the spinner turns until the work is done
    }

    @Override
    public void render(float delta) {
        super.render(delta);
        if (handed || !work.isDone()) return;
        handed = true;
        try {
            T result = work.join();
            done.accept(result);
        } catch (java.util.concurrent.CompletionException e) {
            failed.accept(e.getCause() == null ? e : e.getCause());
        }
    }
}
