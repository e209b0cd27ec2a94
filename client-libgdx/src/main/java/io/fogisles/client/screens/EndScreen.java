package io.fogisles.client.screens;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.Engine;
import io.fogisles.client.core.GameHistory;
import io.fogisles.client.core.RuleTexts;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.render.Palette;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.score.ScoreSheet;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The score pad after the game (RULES B.11): every row per player as printed, the totals and the winner(s);
 * beside it the charts — points and the modules' values (energy) over the rounds, and each player's score
 * rows as stacked bars — one at a time (the buttons above it, or C, switch). A finished game can be
 * watched again in the replay viewer.
 */
public final class EndScreen extends BaseScreen {
    private final Session session;
    private final ScoreSheet sheet;
    private final int round;
    private final String reason;
    private final Path replayFile;
    private GameHistory history;
    private CompletableFuture<GameHistory> computing;
    private int chart; // 0: the rows as bars; 1..: the history's series (points, energy, ...)
    private Chart chartView;

    public EndScreen(ScreenHost app, Session session, GameHistory history, Path replayFile) {
        super(app);
        this.session = session;
        this.sheet = session.table.scores();
        this.round = session.round();
        this.reason = session.table.endReason();
        this.replayFile = replayFile;
        this.history = history;
        if (history == null && session.table.localGame() != null && session.table.online() == null) { // online: the server has the actions
            // the course of the game for the charts: its actions played again off the render thread
            Game g = session.table.localGame();
            List<Action> actions = new ArrayList<>(g.actions());
            List<Integer> seats = new ArrayList<>(g.actionSeats());
            var rules = session.rules;
            long seed = session.seed();
            List<GameHistory.Line> lines = GameHistory.lines(rules, app.clientModules());
            computing = Engine.onFreshThread(() -> GameHistory.replay(rules, seed, seats, actions, lines));
            computing.whenComplete((h, e) -> Gdx.app.postRunnable(() -> { })); // draw once it is there
        }
    }

    public ScoreSheet sheet() {
        return sheet;
    }

    public int round() {
        return round;
    }

    public String reason() {
        return reason;
    }

    /** The game's course once known (null while it is computed). */
    public GameHistory history() {
        return history;
    }

    @Override
    protected void build(Table root) {
        Table box = new Table();
        box.setBackground(app.ui().panel());
        box.pad(18);
        Table head = new Table();
        head.add(label(t("client.end.title"), "big")).left().row();
        if (reason != null) {
            Label why = label(t("end." + reason, round), "dim");
            why.setWrap(true);
            head.add(why).width(560).left().row();
        }
        box.add(head).colspan(2).left().padBottom(10).row();
        box.add(sheetTable()).top().padRight(18);
        box.add(chartColumn()).top();
        box.row();
        List<String> names = new ArrayList<>();
        for (int w : sheet.winners()) names.add(session.seatName(w));
        String winners = sheet.winners().size() == 1 ? t("client.end.winner", names.get(0)) : t("client.end.winners", String.join(", ", names));
        box.add(label(winners, "prompt")).colspan(2).left().padTop(10).row();
        Table buttons = new Table();
        if (session.table.replay() == null && session.table.online() == null) buttons.add(button(t("client.end.again"), "accent", () -> app.startGame(session.setup))).height(46).padRight(10);
        if (replayFile != null) buttons.add(button(t("client.end.replay"), () -> app.openReplay(replayFile))).height(44).padRight(10);
        buttons.add(button(t("client.end.new"), () -> app.showNewGame(null))).height(44).padRight(10);
        buttons.add(button(t("client.end.title-screen"), () -> app.showTitle(null))).height(44);
        box.add(buttons).colspan(2).left().padTop(12);
        root.add(box);
    }

    private Table sheetTable() {
        Table t = new Table();
        float nameW = worldWidth() < 1200 ? 170 : 210, seatW = worldWidth() < 1200 ? 66 : 86;
        t.add().width(nameW);
        for (SeatInfo s : session.seats) {
            Table h = new Table();
            boolean stacked = session.seats.size() > 4; // narrow columns: the name under the badge, with the column's whole width
            h.add(app.ui().badge(s.colour(), s.symbol(), 22)).size(22).padRight(stacked ? 0 : 4);
            if (stacked) h.row();
            Label n = label(session.seatName(s.seat()), "small");
            n.setEllipsis(true);
            if (stacked) n.setAlignment(com.badlogic.gdx.utils.Align.center);
            h.add(n).minWidth(0).width(stacked ? seatW - 4 : seatW - 30);
            t.add(h).width(seatW).padBottom(4);
        }
        t.row();
        for (int r = 0; r < sheet.rows().size(); r++) {
            boolean odd = r % 2 == 1;
            Label name = label(RuleTexts.scoreRow(sheet.rows().get(r), app.engine().houseRules().library(), app.text()), "small");
            name.setWrap(true);
            t.add(cell(name, odd, Align.left, nameW)).fillX().minHeight(22);
            for (int s = 0; s < sheet.seats(); s++) {
                Label v = label(String.valueOf(sheet.points()[r][s]), "small");
                if (sheet.points()[r][s] < 0) v.setColor(Palette.hex(0xFF9A85));
                t.add(cell(v, odd, Align.center, seatW)).fill();
            }
            t.row();
        }
        t.add(cell(label(t("client.end.total"), "default"), false, Align.left, nameW)).fillX().height(30).padTop(3);
        for (int s = 0; s < sheet.seats(); s++) {
            Label v = label(String.valueOf(sheet.totals()[s]), "big");
            if (sheet.winners().contains(s)) v.setColor(Palette.GOLD);
            t.add(cell(v, false, Align.center, seatW)).fillX().height(30).padTop(3);
        }
        return t;
    }

    private Table cell(Label l, boolean shaded, int align, float width) {
        Table t = new Table();
        if (shaded) t.setBackground(app.ui().tint("white", 0xFFFFFF, 0.06f));
        l.setAlignment(align);
        t.add(l).width(width - 12).align(align).padLeft(6).padRight(6);
        return t;
    }

    /** The chart beside the sheet, with a button per chart above it. */
    private Table chartColumn() {
        Table c = new Table();
        Table pick = new Table();
        List<String> names = chartNames();
        for (int i = 0; i < names.size(); i++) {
            int k = i;
            TextButton b = button(names.get(i), "quiet", () -> {
                chart = k;
                rebuild();
            });
            b.setChecked(i == chart);
            pick.add(b).padRight(4);
        }
        c.add(pick).left().padBottom(6).row();
        float w = Math.max(360, Math.min(520, worldWidth() - 700)), h = Math.max(300, Math.min(420, worldHeight() - 300));
        List<String> seatNames = new ArrayList<>();
        for (SeatInfo s : session.seats) seatNames.add(session.seatName(s.seat()));
        chartView = new Chart(app.painter(), session.seats, seatNames, w, h);
        chartView.show(chartContent());
        c.add(chartView).width(w).height(h);
        return c;
    }

    /** The charts offered: the rows as bars, then each charted value over the rounds. */
    private List<String> chartNames() {
        List<String> out = new ArrayList<>();
        out.add(t("client.chart.rows"));
        if (session.table.online() != null) return out; // the course over the rounds needs every action, which only the server has
        out.add(t(GameHistory.POINTS));
        for (String key : lineKeys()) out.add(t(key));
        return out;
    }

    private List<String> lineKeys() {
        List<String> keys = new ArrayList<>();
        for (GameHistory.Line l : GameHistory.lines(session.rules, app.clientModules())) keys.add(l.labelKey());
        return keys;
    }

    private Object chartContent() {
        if (chart == 0) {
            List<String> rows = new ArrayList<>();
            for (String r : sheet.rows()) rows.add(RuleTexts.scoreRow(r, app.engine().houseRules().library(), app.text()));
            return new Chart.Bars(t("client.chart.rows-title"), rows, sheet.points());
        }
        if (history == null) return t("client.chart.computing");
        GameHistory.Series s = history.series().get(Math.min(chart - 1, history.series().size() - 1));
        return new Chart.Lines(t("client.chart.over-rounds", t(s.labelKey())), s.perRound(), t("client.chart.round-axis"));
    }

    @Override
    public void render(float delta) {
        if (history == null && computing != null && computing.isDone() && !computing.isCompletedExceptionally()) {
            history = computing.join();
            chartView.show(chartContent());
        }
        super.render(delta);
    }

    /** Shows another chart (also the C key). */
    public void showChart(int k) {
        chart = Math.floorMod(k, chartNames().size());
        rebuild();
    }

    @Override
    protected InputProcessor input() {
        return new InputMultiplexer(stage, new InputAdapter() {
            @Override
            public boolean keyDown(int key) {
                if (key == Input.Keys.ENTER && session.table.replay() == null) app.startGame(session.setup);
                else if (key == Input.Keys.ESCAPE) app.showTitle(null);
                else if (key == Input.Keys.C) showChart(chart + 1);
                else if (key == Input.Keys.R && replayFile != null) app.openReplay(replayFile);
                else return false;
                return true;
            }
        });
    }
}
