package io.fogisles.client.screens;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Choosing a saved game to watch in the replay viewer: the game in progress (the autosave), the finished
 * games kept by the client (newest first), or any save file by its path.
 */
public final class ReplaysScreen extends BaseScreen {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final String error;
    private TextField path;

    public ReplaysScreen(ScreenHost app) {
        this(app, null);
    }

    public ReplaysScreen(ScreenHost app, String error) {
        super(app);
        this.error = error;
    }

    @Override
    protected void build(Table root) {
        Table box = new Table();
        box.setBackground(app.ui().panel());
        box.pad(20).defaults().left();
        box.add(label(t("client.replays.title"), "big")).padBottom(4).row();
        Label how = label(t("client.replays.how"), "dim");
        how.setWrap(true);
        box.add(how).width(Math.min(760, worldWidth() - 120)).padBottom(10).row();
        Table list = new Table();
        list.top().left().defaults().left().padBottom(4);
        if (app.saves().exists()) row(list, app.saves().file(), t("client.replays.autosave"));
        List<Path> games = app.finishedGames();
        for (Path g : games) row(list, g, t("client.replays.finished"));
        if (!app.saves().exists() && games.isEmpty()) list.add(label(t("client.replays.none"), "dim")).row();
        ScrollPane scroll = new ScrollPane(list, app.ui().skin);
        scroll.setFadeScrollBars(false);
        scroll.setScrollingDisabled(true, false);
        box.add(scroll).width(Math.min(760, worldWidth() - 120)).height(Math.max(160, worldHeight() - 330)).row();
        Table open = new Table();
        open.add(label(t("client.replays.file"), "default")).padRight(8);
        path = new TextField("", app.ui().skin);
        path.setMessageText(t("client.replays.file-hint"));
        open.add(path).width(Math.min(460, worldWidth() - 420)).padRight(8);
        open.add(button(t("client.replays.open"), this::openTyped)).height(40);
        box.add(open).padTop(10).row();
        if (error != null) {
            Label e = label(error, "error");
            e.setWrap(true);
            box.add(e).width(Math.min(760, worldWidth() - 120)).padTop(8).row();
        }
        box.add(button(t("client.back"), () -> app.showTitle(null))).width(140).height(44).right().padTop(12);
        root.add(box);
    }

    /** One save: when and what (modules, players, how far), and a button to watch it. */
    private void row(Table list, Path file, String kind) {
        Table r = new Table();
        r.add(button(t("client.replays.watch"), "choice", () -> app.openReplay(file))).width(130).height(38).padRight(10);
        Label what = label(kind + ": " + describe(file), "small");
        what.setWrap(true);
        r.add(what).width(Math.min(600, worldWidth() - 270));
        list.add(r).row();
    }

    /** A save in a line: its file's name, the players and the number of actions (read from the file's header). */
    private String describe(Path file) {
        String name = file.getFileName().toString().replace(".json", "");
        try {
            JsonNode root = JSON.readTree(Files.readAllBytes(file));
            List<String> seats = new ArrayList<>();
            for (JsonNode s : root.path("seats")) seats.add(s.path("name").asText("?") + (s.has("bot") ? " (" + s.get("bot").asText() + ")" : ""));
            List<String> modules = new ArrayList<>();
            for (JsonNode m : root.path("modules")) modules.add(t("module." + m.path("id").asText()));
            return t("client.replays.line", name, String.join(", ", seats), String.join(", ", modules), root.path("actions").size());
        } catch (Exception e) {
            return name + " (" + t("client.replays.unreadable") + ")";
        }
    }

    private void openTyped() {
        String p = path.getText().trim();
        if (p.isEmpty()) return;
        if (p.startsWith("~/")) p = System.getProperty("user.home") + p.substring(1);
        Path f = Path.of(p);
        if (!Files.isRegularFile(f)) {
            app.show(new ReplaysScreen(app, t("client.replays.no-file", f)));
            return;
        }
        app.openReplay(f);
    }

    @Override
    protected InputProcessor input() {
        return new InputMultiplexer(stage, new InputAdapter() {
            @Override
            public boolean keyDown(int key) {
                if (key == Input.Keys.ESCAPE) app.showTitle(null);
                else if (key == Input.Keys.ENTER && stage.getKeyboardFocus() == path) openTyped();
                else return false;
                return true;
            }
        });
    }
}
