package io.fogisles.client.screens;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import io.fogisles.client.FogIslesApp;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.ModuleChoices;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.kernel.module.ModuleManifest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Setting up a game: 2–4 seats (human or bot with a level, colour and symbol), the modules (their
 * dependencies respected: turning one on offers to turn on what it needs; Module 1 always on), each
 * module's options (island side, harbour side), house rules and the seed. The last setup is remembered.
 */
public final class NewGameScreen extends BaseScreen {
    private GameSetup setup;
    private final ModuleChoices choices;
    private String error;
    private String offer; // a module whose requirements we offer to turn on
    private TextField seedField;

    public NewGameScreen(FogIslesApp app) {
        this(app, null);
    }

    public NewGameScreen(FogIslesApp app, String error) {
        super(app);
        this.choices = new ModuleChoices(app.engine().catalog().all());
        GameSetup last = app.settings.lastSetup.sanitized();
        last = last.withModules(choices.normalise(last.modules()));
        if (!last.seedFixed()) last = last.withSeed(new Random().nextLong() & 0xFFFFFFFFFFFFL, false);
        this.setup = last;
        this.error = error;
    }

    public GameSetup setup() {
        return setup;
    }

    public void setup(GameSetup s) {
        setup = s;
        rebuild();
    }

    @Override
    protected void build(Table root) {
        Table box = new Table();
        box.setBackground(app.ui.panel());
        box.pad(20).defaults().left();
        box.add(label(t("client.new.title"), "big")).colspan(2).padBottom(12).row();

        // seats
        Table seats = new Table();
        seats.defaults().pad(3).left();
        seats.add(label(t("client.new.players"), "default")).colspan(6).padBottom(4).row();
        for (int i = 0; i < setup.seats().size(); i++) seatRow(seats, i);
        if (setup.seats().size() < GameSetup.MAX_SEATS) seats.add(button(t("client.new.add-player"), "quiet", this::addSeat)).colspan(6).row();
        box.add(seats).colspan(2).padBottom(12).row();

        // modules and their options
        Table mods = new Table();
        mods.defaults().pad(3).left();
        mods.add(label(t("client.new.modules"), "default")).colspan(3).padBottom(4).row();
        for (String id : choices.ids()) moduleRow(mods, id);
        if (offer != null) {
            List<String> missing = choices.missingFor(offer, setup.modules());
            List<String> names = new ArrayList<>();
            for (String m : missing) names.add(name(m));
            Table ask = new Table();
            ask.setBackground(app.ui.tint("round", 0x4A3A12, 0.95f));
            ask.pad(8);
            Label q = label(t("client.new.requires", name(offer), String.join(", ", names)), "default");
            q.setWrap(true);
            ask.add(q).width(460).colspan(2).row();
            ask.add(button(t("client.yes"), "accent", () -> {
                setup = setup.withModules(choices.turnOn(offer, setup.modules()));
                offer = null;
                rebuild();
            })).pad(4);
            ask.add(button(t("client.no"), () -> {
                offer = null;
                rebuild();
            })).pad(4);
            mods.add(ask).colspan(3).row();
        }
        box.add(mods).colspan(2).padBottom(12).row();

        // house rules
        box.add(label(t("client.new.house-rules"), "default")).padRight(12);
        box.add(label(t("client.new.house-rules.none"), "dim")).row();

        // seed
        box.add(label(t("client.new.seed"), "default")).padRight(12).padTop(8);
        Table seed = new Table();
        seedField = new TextField(String.valueOf(setup.seed()), app.ui.skin);
        seedField.setTextFieldFilter((f, c) -> Character.isDigit(c) || c == '-');
        seedField.setTextFieldListener((f, c) -> {
            try {
                setup = setup.withSeed(Long.parseLong(f.getText().trim()), true);
                error = null;
            } catch (NumberFormatException e) {
                // keep the last valid seed until the text is a number again
            }
        });
        seed.add(seedField).width(220).padRight(8);
        seed.add(button(t("client.new.seed.random"), "quiet", () -> {
            setup = setup.withSeed(new Random().nextLong() & 0xFFFFFFFFFFFFL, false);
            rebuild();
        }));
        seed.add(label(setup.seedFixed() ? t("client.new.seed.fixed") : t("client.new.seed.fresh"), "dim")).padLeft(8);
        box.add(seed).padTop(8).row();

        if (error != null) {
            Label e = label(error, "error");
            e.setWrap(true);
            box.add(e).colspan(2).width(620).padTop(10).row();
        }
        Table buttons = new Table();
        buttons.add(button(t("client.back"), () -> app.setScreen(new StartScreen(app)))).width(140).height(44).padRight(16);
        buttons.add(button(t("client.new.start"), "accent", this::start)).width(240).height(50);
        box.add(buttons).colspan(2).right().padTop(16).row();
        ScrollPane scroll = new ScrollPane(box, app.ui.skin);
        scroll.setFadeScrollBars(false);
        root.add(scroll).pad(16);
    }

    private void seatRow(Table t, int i) {
        SeatSetup s = setup.seats().get(i);
        t.add(app.ui.badge(s.colour(), s.symbol(), 30)).size(30);
        t.add(button(t(s.colour().key()), "quiet", () -> cycleColour(i))).width(110);
        t.add(button(t(s.symbol().key()), "quiet", () -> cycleSymbol(i))).width(110);
        TextButton kind = button(s.bot() ? t("client.new.bot") : t("client.human"), "quiet", () -> replace(i, s.withBot(!s.bot())));
        t.add(kind).width(110);
        TextButton level = button(t("client.bot." + s.level()), "quiet", () -> {
            List<String> levels = SeatSetup.LEVELS;
            replace(i, s.withLevel(levels.get((levels.indexOf(s.level()) + 1) % levels.size())));
        });
        level.setDisabled(!s.bot());
        level.setVisible(s.bot());
        t.add(level).width(140);
        TextButton remove = button("x", "quiet", () -> {
            List<SeatSetup> l = new ArrayList<>(setup.seats());
            l.remove(i);
            setup = setup.withSeats(l);
            rebuild();
        });
        remove.setVisible(setup.seats().size() > GameSetup.MIN_SEATS);
        t.add(remove).width(40).row();
    }

    private void moduleRow(Table t, String id) {
        boolean on = setup.modules().contains(id);
        TextButton b = button(name(id), "default", () -> toggleModule(id));
        b.setChecked(on);
        b.setDisabled(choices.mandatory(id));
        t.add(b).width(300);
        Table opts = new Table();
        ModuleManifest m = choices.manifest(id);
        for (Map.Entry<String, ModuleManifest.OptionSpec> e : m.options().entrySet()) {
            String key = e.getKey();
            ModuleManifest.OptionSpec spec = e.getValue();
            String value = setup.option(id, key, spec.defaultValue());
            TextButton ob = button(t("option." + id + "." + key) + ": " + t("option." + id + "." + key + "." + value), "quiet", () -> {
                List<String> vs = spec.values();
                setup = setup.withOption(id, key, vs.get((vs.indexOf(value) + 1) % vs.size()));
                rebuild();
            });
            ob.setDisabled(!on);
            opts.add(ob).padRight(6);
        }
        t.add(opts).left();
        t.row();
    }

    private String name(String module) {
        return app.text.t("module." + module);
    }

    private void toggleModule(String id) {
        if (choices.mandatory(id)) {
            rebuild();
            return;
        }
        if (setup.modules().contains(id)) {
            setup = setup.withModules(choices.turnOff(id, setup.modules()));
        } else if (choices.missingFor(id, setup.modules()).isEmpty()) {
            setup = setup.withModules(choices.turnOn(id, setup.modules()));
        } else {
            offer = id;
        }
        rebuild();
    }

    private void replace(int i, SeatSetup s) {
        List<SeatSetup> l = new ArrayList<>(setup.seats());
        l.set(i, s);
        setup = setup.withSeats(l);
        rebuild();
    }

    private void cycleColour(int i) {
        List<SeatSetup> l = new ArrayList<>(setup.seats());
        SeatSetup s = l.get(i);
        SeatSetup.PlayerColour[] all = SeatSetup.PlayerColour.values();
        SeatSetup.PlayerColour next = all[(s.colour().ordinal() + 1) % all.length];
        for (int j = 0; j < l.size(); j++) if (j != i && l.get(j).colour() == next) l.set(j, l.get(j).withColour(s.colour())); // swap
        l.set(i, s.withColour(next));
        setup = setup.withSeats(l);
        rebuild();
    }

    private void cycleSymbol(int i) {
        List<SeatSetup> l = new ArrayList<>(setup.seats());
        SeatSetup s = l.get(i);
        SeatSetup.PlayerSymbol[] all = SeatSetup.PlayerSymbol.values();
        SeatSetup.PlayerSymbol next = all[(s.symbol().ordinal() + 1) % all.length];
        for (int j = 0; j < l.size(); j++) if (j != i && l.get(j).symbol() == next) l.set(j, l.get(j).withSymbol(s.symbol()));
        l.set(i, s.withSymbol(next));
        setup = setup.withSeats(l);
        rebuild();
    }

    private void addSeat() {
        List<SeatSetup> l = new ArrayList<>(setup.seats());
        l.add(new SeatSetup(true, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE));
        setup = setup.withSeats(l).sanitized();
        rebuild();
    }

    /** Starts the game with the current setup (remembered for next time). */
    public void start() {
        app.settings.lastSetup = setup;
        app.saveSettings();
        app.startGame(setup);
    }

    @Override
    protected InputProcessor input() {
        return new InputMultiplexer(stage, new InputAdapter() {
            @Override
            public boolean keyDown(int key) {
                if (stage.getKeyboardFocus() instanceof TextField && key != Input.Keys.ENTER && key != Input.Keys.ESCAPE) return false;
                if (key == Input.Keys.ENTER) start();
                else if (key == Input.Keys.ESCAPE) app.setScreen(new StartScreen(app));
                else return false;
                return true;
            }
        });
    }
}
