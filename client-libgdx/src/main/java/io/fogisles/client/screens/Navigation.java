package io.fogisles.client.screens;

import io.fogisles.client.FogIslesApp;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.RuleTexts;
import io.fogisles.client.core.Saves;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.client.core.Session;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.module.ModuleException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;

/** The ways between screens that need work first: a new game from a setup, the autosaved game, and the table of a game made. */
public final class Navigation {
    private Navigation() {
    }

    /** Makes the rules and the game of a setup on a fresh thread, then shows the table. */
    public static void startGame(FogIslesApp app, GameSetup setup) {
        long seed = setup.seedFixed() ? setup.seed() : new Random().nextLong() & 0xFFFFFFFFFFFFL;
        CompletableFuture<Game> work = app.engine().newGame(setup, seed);
        app.setScreen(new LoadingScreen<>(app, app.text.t("client.loading.game"), work,
                game -> openGame(app, game, setup), e -> app.setScreen(new NewGameScreen(app, problem(e)))));
    }

    /** Continues the autosaved game. */
    public static void continueGame(FogIslesApp app) {
        if (!app.engineReady() || !app.saves.exists()) return;
        CompletableFuture<Saves.Loaded> work = app.saves.load(app.engine().factory());
        app.setScreen(new LoadingScreen<>(app, app.text.t("client.loading.continue"), work, l -> {
            openGame(app, l.game(), l.setup());
            if (!l.warnings().isEmpty()) app.notices.add(RuleTexts.continued(l.warnings(), app.text));
        }, e -> app.setScreen(new StartScreen(app, app.text.t("client.start.continue-failed", problem(e))))));
    }

    private static void openGame(FogIslesApp app, Game game, GameSetup setup) {
        app.text.modules(game.rules().modules().ordered());
        List<SeatInfo> seats = new ArrayList<>();
        for (int i = 0; i < setup.seats().size(); i++) {
            SeatSetup s = setup.seats().get(i);
            String name = app.text.t(s.colour().key());
            seats.add(new SeatInfo(i, name, s.colour(), s.symbol(), s.bot() ? s.level() : null));
        }
        Session session = new Session(game.rules(), game, setup, seats, app.text, app.clientModules);
        app.setScreen(new GameScreen(app, session));
    }

    private static String problem(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && !(t instanceof ModuleException)) t = t.getCause();
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }
}
