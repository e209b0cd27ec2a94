package io.fogisles.client.screens;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.utils.Align;
import io.fogisles.client.FogIslesApp;
import io.fogisles.client.core.RuleTexts;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.render.Palette;
import io.fogisles.kernel.score.ScoreSheet;
import java.util.ArrayList;
import java.util.List;

/** The score pad after the game (RULES B.11): every row per player as printed, the totals and the winner(s). */
public final class EndScreen extends BaseScreen {
    private final Session session;
    private final ScoreSheet sheet;

    public EndScreen(FogIslesApp app, Session session) {
        super(app);
        this.session = session;
        this.sheet = session.game.scores();
    }

    public ScoreSheet sheet() {
        return sheet;
    }

    public int round() {
        return session.game.round();
    }

    public String reason() {
        return session.game.endReason();
    }

    @Override
    protected void build(Table root) {
        Table box = new Table();
        box.setBackground(app.ui.panel());
        box.pad(22);
        box.add(label(t("client.end.title"), "big")).colspan(sheet.seats() + 1).padBottom(4).row();
        String reason = session.game.endReason();
        if (reason != null) box.add(label(t("end." + reason, session.game.round()), "dim")).colspan(sheet.seats() + 1).padBottom(14).row();
        box.add().width(220);
        for (SeatInfo s : session.seats) {
            Table head = new Table();
            head.add(app.ui.badge(s.colour(), s.symbol(), 26)).size(26).padRight(6);
            head.add(label(s.name(), "default"));
            box.add(head).width(130).padBottom(6);
        }
        box.row();
        for (int r = 0; r < sheet.rows().size(); r++) {
            boolean odd = r % 2 == 1;
            Label name = label(RuleTexts.scoreRow(sheet.rows().get(r), app.engine().houseRules().library(), app.text), "default");
            box.add(cell(name, odd, Align.left)).fillX().height(28);
            for (int s = 0; s < sheet.seats(); s++) {
                Label v = label(String.valueOf(sheet.points()[r][s]), "default");
                if (sheet.points()[r][s] < 0) v.setColor(Palette.hex(0xFF9A85));
                box.add(cell(v, odd, Align.center)).fillX().height(28);
            }
            box.row();
        }
        box.add(cell(label(t("client.end.total"), "big"), false, Align.left)).fillX().height(36).padTop(4);
        for (int s = 0; s < sheet.seats(); s++) {
            Label v = label(String.valueOf(sheet.totals()[s]), "big");
            if (sheet.winners().contains(s)) v.setColor(Palette.GOLD);
            box.add(cell(v, false, Align.center)).fillX().height(36).padTop(4);
        }
        box.row();
        List<String> names = new ArrayList<>();
        for (int w : sheet.winners()) names.add(session.seatName(w));
        String winners = sheet.winners().size() == 1 ? t("client.end.winner", names.get(0)) : t("client.end.winners", String.join(", ", names));
        Label wl = label(winners, "prompt");
        box.add(wl).colspan(sheet.seats() + 1).padTop(16).row();
        Table buttons = new Table();
        buttons.add(button(t("client.end.again"), "accent", () -> Navigation.startGame(app, session.setup))).height(48).padRight(12);
        buttons.add(button(t("client.end.new"), () -> app.setScreen(new NewGameScreen(app)))).height(44).padRight(12);
        buttons.add(button(t("client.end.title-screen"), () -> app.setScreen(new StartScreen(app)))).height(44);
        box.add(buttons).colspan(sheet.seats() + 1).padTop(18);
        root.add(box);
    }

    private Table cell(Label l, boolean shaded, int align) {
        Table t = new Table();
        if (shaded) t.setBackground(app.ui.tint("white", 0xFFFFFF, 0.06f));
        t.add(l).expandX().align(align).padLeft(8).padRight(8);
        return t;
    }

    @Override
    protected InputProcessor input() {
        return new InputMultiplexer(stage, new InputAdapter() {
            @Override
            public boolean keyDown(int key) {
                if (key == Input.Keys.ENTER) Navigation.startGame(app, session.setup);
                else if (key == Input.Keys.ESCAPE) app.setScreen(new StartScreen(app));
                else return false;
                return true;
            }
        });
    }

}
