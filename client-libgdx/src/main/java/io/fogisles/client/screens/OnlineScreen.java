package io.fogisles.client.screens;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.online.HostedServer;
import io.fogisles.client.online.OnlineLink;
import io.fogisles.client.online.OnlinePlay;
import io.fogisles.client.online.OnlineProblem;
import io.fogisles.kernel.module.ModuleDescriptor;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Play online: host a game on this computer (the server starts inside the client; then the new-game screen
 * chooses the table's rules and seats) or join a table with the server's address, the table's code and a
 * name. Both lead to the lobby ({@link LobbyScreen}); whatever went wrong comes back here as a sentence.
 */
public final class OnlineScreen extends BaseScreen {
    private final String message;
    private TextField port, address, code, name;

    public OnlineScreen(ScreenHost app, String message) {
        super(app);
        this.message = message;
    }

    @Override
    protected void build(Table root) {
        OnlinePlay o = app.online();
        Table box = new Table();
        box.setBackground(app.ui().panel());
        box.pad(22).defaults().left().top();
        box.add(label(t("client.online.title"), "big")).colspan(2).padBottom(14).row();

        Table host = new Table();
        host.defaults().left().pad(4);
        host.add(label(t("client.online.host"), "default")).colspan(2).padBottom(6).row();
        Label why = label(t("client.online.host-info"), "dim");
        why.setWrap(true);
        host.add(why).colspan(2).width(380).padBottom(8).row();
        host.add(label(t("client.online.port"), "default")).padRight(10);
        port = field(o.port);
        port.setTextFieldFilter((f, c) -> Character.isDigit(c));
        host.add(port).width(120).row();
        host.add(button(t("client.online.host-button"), "accent", this::host)).colspan(2).width(380).height(48).padTop(10).row();
        box.add(host).padRight(36);

        Table join = new Table();
        join.defaults().left().pad(4);
        join.add(label(t("client.online.join"), "default")).colspan(2).padBottom(6).row();
        join.add(label(t("client.online.address"), "default")).padRight(10);
        address = field(o.address);
        address.setMessageText("192.168.1.20:7777");
        join.add(address).width(260).row();
        join.add(label(t("client.online.code"), "default")).padRight(10);
        code = field(o.code);
        code.setMaxLength(12);
        join.add(code).width(260).row();
        join.add(label(t("client.online.name"), "default")).padRight(10);
        name = field(o.name);
        name.setMaxLength(40);
        join.add(name).width(260).row();
        join.add(button(t("client.online.join-button"), "accent", this::join)).colspan(2).width(400).height(48).padTop(10).row();
        box.add(join).row();

        if (message != null) {
            Label e = label(message, "error");
            e.setWrap(true);
            box.add(e).colspan(2).width(820).padTop(12).row();
        }
        box.add(button(t("client.back"), () -> app.showTitle(null))).colspan(2).width(140).height(44).padTop(16).right().row();
        root.add(box);
    }

    private TextField field(String text) {
        return new TextField(text == null ? "" : text, app.ui().skin);
    }

    private void remember() {
        OnlinePlay o = app.online();
        o.port = port.getText().strip();
        o.address = address.getText().strip();
        o.code = code.getText().strip();
        o.name = name.getText().strip();
    }

    /** Starts the server here (once), then lets the host choose the table's rules and seats. */
    public void host() {
        remember();
        int p;
        try {
            p = Integer.parseInt(app.online().port.isEmpty() ? "0" : app.online().port);
        } catch (NumberFormatException e) {
            p = -1;
        }
        if (p < 0 || p > 65535) {
            app.show(new OnlineScreen(app, t("client.online.bad-port", app.online().port)));
            return;
        }
        CompletableFuture<HostedServer> work = app.online().host(p);
        app.show(new LoadingScreen<>(app, t("client.online.starting"), work, s -> chooseTable(app, null), e -> app.show(new OnlineScreen(app, text(app, e)))));
    }

    /** The new-game screen as the host's table setup: its seats (person or bot), modules, options and house rules. */
    static void chooseTable(ScreenHost app, String error) {
        app.show(new NewGameScreen(app, error, setup -> createTable(app, setup)));
    }

    private static void createTable(ScreenHost app, GameSetup setup) {
        HostedServer server = app.online().hosted();
        if (server == null) {
            app.show(new OnlineScreen(app, null));
            return;
        }
        String name = app.online().name.isBlank() ? "Host" : app.online().name;
        CompletableFuture<OnlineLink> work = CompletableFuture.supplyAsync(
                () -> OnlineLink.host(server.localAddress(), OnlinePlay.create(setup), name, app.online().tokens(), modules(app)));
        app.show(new LoadingScreen<>(app, app.text().t("client.online.creating"), work, link -> {
            link.alsoKnownAs(server.address()); // after a restart the host may come back by the address its friends use
            link.alsoKnownAs("localhost:" + server.port());
            app.show(new LobbyScreen(app, link, server.address()));
        },
                e -> chooseTable(app, text(app, e))));
    }

    /** Comes to a table with the address and code typed (back to one's seat when this client sat there before). */
    public void join() {
        remember();
        OnlinePlay o = app.online();
        String a = o.address, c = o.code;
        CompletableFuture<OnlineLink> work = CompletableFuture.supplyAsync(() -> OnlineLink.enter(a, c, o.tokens(), modules(app)));
        app.show(new LoadingScreen<>(app, t("client.online.connecting", a), work, link -> app.show(new LobbyScreen(app, link, a)),
                e -> app.show(new OnlineScreen(app, text(app, e)))));
    }

    /** The modules installed here (id -> version): the server's welcome says what differs. */
    static Map<String, String> modules(ScreenHost app) {
        Map<String, String> m = new LinkedHashMap<>();
        for (ModuleDescriptor d : app.engine().catalog().all()) m.put(d.id(), d.manifest().version());
        return m;
    }

    /** A failure in the player's language. */
    static String text(ScreenHost app, Throwable e) {
        Throwable t = e;
        while (!(t instanceof OnlineProblem) && t.getCause() != null) t = t.getCause();
        if (t instanceof OnlineProblem p) return app.text().t(p.key(), p.args());
        return app.text().t("client.online.refused", t.getMessage() == null ? t.toString() : t.getMessage());
    }

    /** The forms' fields (tests type into them). */
    public TextField addressField() {
        return address;
    }

    public TextField codeField() {
        return code;
    }

    public TextField nameField() {
        return name;
    }

    public TextField portField() {
        return port;
    }

    @Override
    protected InputProcessor input() {
        return new InputMultiplexer(stage, new InputAdapter() {
            @Override
            public boolean keyDown(int key) {
                if (key == Input.Keys.ESCAPE) app.showTitle(null);
                else if (key == Input.Keys.ENTER && stage.getKeyboardFocus() instanceof TextField f && f != port) join();
                else return false;
                return true;
            }
        });
    }
}
