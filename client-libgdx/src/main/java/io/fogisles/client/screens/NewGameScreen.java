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
import io.fogisles.client.core.ClientModule;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.HouseRules;
import io.fogisles.client.core.ModuleChoices;
import io.fogisles.client.core.RuleChoices;
import io.fogisles.client.core.RuleTexts;
import io.fogisles.client.core.BotLabel;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.kernel.module.GameDescriptor;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleManifest;
import io.fogisles.kernel.rules.HouseRule;
import io.fogisles.kernel.rules.RuleProblem;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Setting up a game: 2–4 seats (human or bot with a level, colour and symbol), the modules (their
 * dependencies respected: turning one on offers to turn on what it needs; Module 1 always on), each
 * module's options (island side, harbour side, first start player when the module has that option), the
 * installed house rules (name and description in the player's language, options, and what the checker
 * found, updated when a rule file is saved) and the seed. The last setup is remembered.
 */
public final class NewGameScreen extends BaseScreen {
    private GameSetup setup;
    /** The game being set up (chosen on the title screen, or here by an online host). */
    private GameDescriptor game;
    private ModuleChoices choices;
    private String error;
    private String offer; // a module whose requirements we offer to turn on
    private String ruleOffer; // a house rule whose modules we offer to turn on
    private TextField seedField;
    private Table rulesTable;
    private ScrollPane rulesScroll;
    private float rulesScrollY;
    private int rulesVersion = -1;
    /** Where the setup goes: null for a game here; the online host's table (Play online, Host) else. */
    private final java.util.function.Consumer<GameSetup> host;

    public NewGameScreen(ScreenHost app) {
        this(app, null);
    }

    public NewGameScreen(ScreenHost app, String error) {
        this(app, error, null);
    }

    /** The same choices for a table the server hosted here runs: {@code host} creates it (colours follow the seats online). */
    public NewGameScreen(ScreenHost app, String error, java.util.function.Consumer<GameSetup> host) {
        super(app);
        this.host = host;
        this.error = error;
        ModuleCatalog catalog = app.engine().catalog();
        GameDescriptor g = app.settings().game == null ? null : catalog.game(app.settings().game);
        choose(g != null ? g : catalog.defaultGame());
    }

    /** Sets up this game: its installed modules, and its last setup (or its defaults) made fit for it. */
    private void choose(GameDescriptor g) {
        ModuleCatalog catalog = app.engine().catalog();
        this.game = g;
        List<io.fogisles.kernel.module.ModuleDescriptor> mods = new ArrayList<>();
        for (io.fogisles.kernel.module.ModuleDescriptor d : catalog.all()) if (g == null || g.modules().contains(d.id())) mods.add(d);
        this.choices = new ModuleChoices(mods);
        GameSetup last = g == null ? app.settings().lastSetup.sanitized() : app.settings().setupFor(g, catalog.installedModules(g));
        last = last.withModules(choices.normalise(last.modules()));
        if (!last.seedFixed()) last = last.withSeed(new Random().nextLong() & 0xFFFFFFFFFFFFL, false);
        this.setup = last;
        if (app.houseRulesLoaded()) setup = RuleChoices.withoutUnavailable(setup, app.engine().houseRules().library(), game, catalog.defaultGame());
        normaliseOptions();
    }

    /** The game being set up. */
    public GameDescriptor game() {
        return game;
    }

    private int minSeats() {
        return game == null ? GameSetup.MIN_SEATS : game.players().min();
    }

    private int maxSeats() {
        return game == null ? 4 : game.players().max();
    }

    private List<SeatSetup.PlayerColour> colours() {
        return GameSetup.colours(game);
    }

    public GameSetup setup() {
        return setup;
    }

    public void setup(GameSetup s) {
        GameDescriptor g = s.gameIn(app.engine().catalog());
        if (g != null && (game == null || !g.id().equals(game.id()))) choose(g); // a setup of another game: set up that game
        setup = s;
        rebuild();
    }

    @Override
    protected void build(Table root) {
        if (app.houseRulesLoaded() && rulesVersion != app.houseRulesVersion()) adoptHouseRules();
        Table box = new Table();
        box.setBackground(app.ui().panel());
        box.pad(20).defaults().left().top();
        Table head = new Table();
        head.add(label(t(host == null ? "client.new.title" : "client.online.host-title"), "big")).padRight(16);
        List<GameDescriptor> games = app.engine().catalog().games();
        if (game != null && games.size() > 1) {
            if (host == null) head.add(label(game.displayName(app.text().lang()), "default"));
            else for (GameDescriptor g : games) { // online the host chooses the game here (the title's choice is for this computer)
                TextButton b = button(g.displayName(app.text().lang()), "quiet", () -> {
                    choose(g);
                    rebuild();
                });
                b.setChecked(g.id().equals(game.id()));
                head.add(b).padRight(6);
            }
        }
        box.add(head).colspan(2).left().padBottom(12).row();
        Table left = new Table();
        left.defaults().left();

        // seats
        Table seats = new Table();
        seats.defaults().pad(3).left();
        seats.add(label(t("client.new.players", minSeats(), maxSeats()), "default")).colspan(6).padBottom(4).row();
        for (int i = 0; i < setup.seats().size(); i++) seatRow(seats, i);
        if (setup.seats().size() < maxSeats()) seats.add(button(t("client.new.add-player"), "quiet", this::addSeat)).colspan(6).row();
        left.add(seats).padBottom(12).row();

        // modules and their options
        Table mods = new Table();
        mods.defaults().pad(3).left();
        mods.add(label(t("client.new.modules"), "default")).colspan(3).padBottom(4).row();
        for (String id : choices.ids()) moduleRow(mods, id);
        if (offer != null) mods.add(offerBox(name(offer), choices.missingFor(offer, setup.modules()), () -> setup = setup.withModules(choices.turnOn(offer, setup.modules())))).colspan(3).row();
        left.add(mods).padBottom(12).row();

        // seed (online the server draws it: nobody at the table may know it)
        Table seed = new Table();
        seed.setVisible(host == null);
        seed.add(label(t("client.new.seed"), "default")).padRight(12);
        seedField = new TextField(String.valueOf(setup.seed()), app.ui().skin);
        seedField.setTextFieldFilter((f, c) -> Character.isDigit(c) || c == '-');
        seedField.setTextFieldListener((f, c) -> {
            try {
                setup = setup.withSeed(Long.parseLong(f.getText().trim()), true);
                error = null;
            } catch (NumberFormatException e) {
                // keep the last valid seed until the text is a number again
            }
        });
        seed.add(seedField).width(200).padRight(8);
        seed.add(button(t("client.new.seed.random"), "quiet", () -> {
            setup = setup.withSeed(new Random().nextLong() & 0xFFFFFFFFFFFFL, false);
            rebuild();
        }));
        seed.add(label(setup.seedFixed() ? t("client.new.seed.fixed") : t("client.new.seed.fresh"), "dim")).padLeft(8);
        left.add(seed).padTop(4).row();
        box.add(left).padRight(24);

        // house rules
        Table right = new Table();
        right.defaults().left();
        right.add(label(t("client.new.house-rules"), "default")).padBottom(4).row();
        rulesTable = new Table();
        rulesTable.top().left().defaults().left();
        houseRules(rulesTable);
        rulesScroll = new ScrollPane(rulesTable, app.ui().skin);
        rulesScroll.setFadeScrollBars(false);
        rulesScroll.setScrollingDisabled(true, false);
        right.add(rulesScroll).width(rulesWidth() + 16).height(Math.max(220, Math.min(520, worldHeight() - 290))).row();
        box.add(right).row();

        if (error != null) {
            Label e = label(error, "error");
            e.setWrap(true);
            box.add(e).colspan(2).width(900).padTop(10).row();
        }
        Table buttons = new Table();
        buttons.add(button(t("client.back"), this::back)).width(140).height(44).padRight(16);
        buttons.add(button(t(host == null ? "client.new.start" : "client.online.create"), "accent", this::start)).width(240).height(50);
        box.add(buttons).colspan(2).right().padTop(16).row();
        ScrollPane scroll = new ScrollPane(box, app.ui().skin);
        scroll.setFadeScrollBars(false);
        root.add(scroll).pad(16);
        root.layout();
        rulesScroll.layout();
        rulesScroll.setScrollY(rulesScrollY);
        rulesScroll.updateVisualScroll();
    }

    /** The house rules' column: narrower in a narrow window, so that the whole screen fits across it. */
    private float rulesWidth() {
        return worldWidth() < 1100 ? 330 : 470;
    }

    /** A box asking to turn on what something needs: "X needs Y. Turn it on too?" with Yes and No. */
    private Table offerBox(String what, List<String> missing, Runnable yes) {
        List<String> names = new ArrayList<>();
        for (String m : missing) names.add(name(m));
        Table ask = new Table();
        ask.setBackground(app.ui().tint("round", 0x4A3A12, 0.95f));
        ask.pad(8);
        Label q = label(t("client.new.requires", what, String.join(", ", names)), "default");
        q.setWrap(true);
        ask.add(q).width(440).colspan(2).row();
        ask.add(button(t("client.yes"), "accent", () -> {
            yes.run();
            offer = null;
            ruleOffer = null;
            rebuild();
        })).pad(4);
        ask.add(button(t("client.no"), () -> {
            offer = null;
            ruleOffer = null;
            rebuild();
        })).pad(4);
        return ask;
    }

    /** The installed house rules: a toggle with the name, the description, the options when on, and what the checker found. */
    private void houseRules(Table t) {
        HouseRules rules = app.engine().houseRules();
        Label where = label(t("client.new.rules.folders", folders(rules)), "dim");
        where.setWrap(true);
        t.add(where).width(rulesWidth()).padBottom(6).row();
        if (!app.houseRulesLoaded()) {
            t.add(label(t("client.new.rules.loading"), "dim")).row();
            return;
        }
        List<HouseRule> all = new ArrayList<>();
        for (HouseRule r : rules.library().all()) if (game == null || RuleChoices.appliesTo(r, game, app.engine().catalog().defaultGame())) all.add(r);
        if (all.isEmpty()) {
            Label none = label(t("client.new.rules.none"), "dim");
            none.setWrap(true);
            t.add(none).width(rulesWidth()).row();
        }
        String lang = app.text().lang();
        for (HouseRule r : all) {
            boolean on = setup.houseRule(r.id()) != null;
            HouseRules.Check check = rules.check(r.id());
            List<String> missing = RuleChoices.missingModules(r, setup.modules(), choices);
            Table head = new Table();
            TextButton toggle = button(RuleTexts.name(r, lang), "default", () -> toggleRule(r));
            toggle.setChecked(on);
            toggle.setDisabled(!on && ((check != null && !check.ok()) || !RuleChoices.installable(r, choices)));
            head.add(toggle).width(250).padRight(8);
            String status;
            if (!RuleChoices.installable(r, choices)) status = t("client.new.rules.not-installable", String.join(", ", r.manifest().requires()));
            else if (check == null) status = t("client.new.rules.checking");
            else if (!check.ok()) status = t("client.new.rules.errors");
            else if (!missing.isEmpty()) status = t("client.new.rules.needs", names(missing));
            else status = "v" + r.manifest().version();
            Label state = label(status, check != null && !check.ok() ? "error" : "dim");
            state.setWrap(true); // "needs Module 2: …, Module 3: …" takes two lines beside the toggle
            head.add(state).width(rulesWidth() - 258);
            t.add(head).padTop(6).row();
            if (ruleOffer != null && ruleOffer.equals(r.id())) t.add(offerBox(RuleTexts.name(r, lang), missing, () -> setup = RuleChoices.turnOn(setup, r, choices))).row();
            Label d = label(RuleTexts.description(r, lang), "dim");
            d.setWrap(true);
            t.add(d).width(rulesWidth()).padLeft(6).row();
            if (on && !r.manifest().options().isEmpty()) {
                Table opts = new Table();
                for (Map.Entry<String, ModuleManifest.OptionSpec> e : r.manifest().options().entrySet()) {
                    String key = e.getKey();
                    ModuleManifest.OptionSpec spec = e.getValue();
                    String value = setup.houseRule(r.id()).options().getOrDefault(key, spec.defaultValue());
                    String label = spec.description().getOrDefault(lang, spec.description().getOrDefault("en", key));
                    List<String> vs = spec.allowed();
                    int at = Math.max(0, vs.indexOf(value));
                    String shown = "boolean".equals(spec.type()) ? t(Boolean.parseBoolean(value) ? "client.on" : "client.off") : value;
                    Table row = new Table();
                    if ("integer".equals(spec.type())) { // a number steps down and up; a click on the label goes up, wrapping
                        row.add(button("-", "quiet", () -> {
                            setup = setup.withHouseRuleOption(r.id(), key, vs.get((at + vs.size() - 1) % vs.size()));
                            rebuild();
                        })).padRight(3);
                    }
                    row.add(button(label + ": " + shown, "quiet", () -> {
                        setup = setup.withHouseRuleOption(r.id(), key, vs.get((at + 1) % vs.size()));
                        rebuild();
                    }));
                    opts.add(row).left().padRight(6).padTop(3).row();
                }
                t.add(opts).padLeft(6).row();
            }
            if (check != null) for (RuleProblem p : check.problems()) problemLine(t, RuleTexts.line(p, rules.roots()), p.severity() == RuleProblem.Severity.ERROR);
        }
        for (Map.Entry<java.nio.file.Path, List<RuleProblem>> e : rules.broken().entrySet()) {
            for (RuleProblem p : e.getValue()) problemLine(t, RuleTexts.line(p, rules.roots()), true);
        }
    }

    private void problemLine(Table t, String text, boolean error) {
        Label l = label(text, error ? "error-small" : "dim");
        l.setWrap(true);
        t.add(l).width(rulesWidth() - 6).padLeft(6).row();
    }

    private static String folders(HouseRules rules) {
        List<String> out = new ArrayList<>();
        for (java.nio.file.Path p : rules.roots()) out.add(p.toString());
        return String.join("  |  ", out);
    }

    private String names(List<String> modules) {
        List<String> out = new ArrayList<>();
        for (String m : modules) out.add(name(m));
        return String.join(", ", out);
    }

    private void toggleRule(HouseRule r) {
        rememberScroll();
        if (setup.houseRule(r.id()) != null) setup = setup.withHouseRule(r.id(), false);
        else if (RuleChoices.missingModules(r, setup.modules(), choices).isEmpty()) setup = setup.withHouseRule(r.id(), true);
        else ruleOffer = r.id();
        rebuild();
    }

    private void rememberScroll() {
        if (rulesScroll != null) rulesScroll.layout();
        rulesScrollY = rulesScroll == null ? 0 : rulesScroll.getScrollY();
    }

    @Override
    public void rebuild() {
        rememberScroll();
        super.rebuild();
    }

    /** After the rules were (re)loaded: leave out remembered rules that are gone or cannot be played, and say so. */
    private void adoptHouseRules() {
        rulesVersion = app.houseRulesVersion();
        GameDescriptor first = app.engine().catalog().defaultGame();
        List<String> gone = RuleChoices.unavailable(setup, app.engine().houseRules().library(), game, first);
        setup = RuleChoices.withoutUnavailable(setup, app.engine().houseRules().library(), game, first);
        if (!gone.isEmpty()) error = t("client.new.rules.left-out", String.join(", ", gone));
    }

    @Override
    public void render(float delta) {
        if (app.houseRulesLoaded() && rulesVersion != app.houseRulesVersion()) rebuild(); // a rule file was saved: show it as it is now
        super.render(delta);
    }

    private void seatRow(Table t, int i) {
        SeatSetup s = setup.seats().get(i);
        t.add(app.ui().badge(s.colour(), s.symbol(), 30)).size(30);
        t.add(button(t(s.colour().key()), "quiet", () -> cycleColour(i))).width(110);
        t.add(button(t(s.symbol().key()), "quiet", () -> cycleSymbol(i))).width(110);
        TextButton kind = button(s.bot() ? t("client.new.bot") : t("client.human"), "quiet", () -> replace(i, s.withBot(!s.bot())));
        t.add(kind).width(110);
        TextButton level = button(t(BotLabel.key(s.level()), BotLabel.args(s.level())), "quiet", () -> {
            List<String> levels = SeatSetup.LEVELS;
            replace(i, s.withLevel(levels.get((levels.indexOf(s.level()) + 1) % levels.size())));
        });
        level.setDisabled(!s.bot());
        level.setVisible(s.bot());
        t.add(level).width(170);
        TextButton remove = button("x", "quiet", () -> {
            List<SeatSetup> l = new ArrayList<>(setup.seats());
            l.remove(i);
            setup = setup.withSeats(l);
            normaliseOptions();
            rebuild();
        });
        remove.setVisible(setup.seats().size() > minSeats());
        t.add(remove).width(40).row();
    }

    private void moduleRow(Table t, String id) {
        boolean on = setup.modules().contains(id);
        TextButton b = button(name(id), "default", () -> toggleModule(id));
        b.setChecked(on);
        b.setDisabled(choices.mandatory(id));
        t.add(b).width(260);
        Table opts = new Table();
        ModuleManifest m = choices.manifest(id);
        int n = 0;
        for (Map.Entry<String, ModuleManifest.OptionSpec> e : m.options().entrySet()) {
            String key = e.getKey();
            List<String> values = offered(id, key, e.getValue());
            String value = setup.option(id, key, e.getValue().defaultValue());
            TextButton ob = button(optionName(id, key, e.getValue()) + ": " + optionValue(id, key, value), "quiet", () -> {
                setup = setup.withOption(id, key, values.get((values.indexOf(value) + 1) % values.size()));
                rebuild();
            });
            ob.setDisabled(!on || values.size() < 2);
            opts.add(ob).padRight(6).padBottom(2);
            if (++n % (worldWidth() < 1100 ? 1 : 2) == 0) opts.row(); // one per line in a narrow window
        }
        t.add(opts).left();
        t.row();
    }

    /** A module option's name: the bundle's text, else the manifest's description, else its key. */
    private String optionName(String module, String key, ModuleManifest.OptionSpec spec) {
        String k = "option." + module + "." + key;
        if (app.text().has(k)) return t(k);
        return spec.description().getOrDefault(app.text().lang(), spec.description().getOrDefault("en", key));
    }

    /** A module option's value in words: the module's client part, else the bundle, else the value itself. */
    private String optionValue(String module, String key, String value) {
        ClientModule cm = app.clientModules().get(module);
        String s = cm == null ? null : cm.optionValueText(key, value, setup, app.text());
        if (s != null) return s;
        String k = "option." + module + "." + key + "." + value;
        return app.text().has(k) ? t(k) : value;
    }

    /** The values of a module option that can be chosen with this setup (in manifest order). */
    private List<String> offered(String module, String key, ModuleManifest.OptionSpec spec) {
        ClientModule cm = app.clientModules().get(module);
        List<String> out = new ArrayList<>();
        for (String v : spec.values()) if (cm == null || cm.optionValueOffered(key, v, setup)) out.add(v);
        if (out.isEmpty()) out.add(spec.defaultValue());
        return out;
    }

    /** After the seats changed: options whose value is no longer offered (a 4th start player of 3) go back to a valid one. */
    private void normaliseOptions() {
        for (String id : choices.ids()) {
            for (Map.Entry<String, ModuleManifest.OptionSpec> e : choices.manifest(id).options().entrySet()) {
                List<String> values = offered(id, e.getKey(), e.getValue());
                String v = setup.option(id, e.getKey(), e.getValue().defaultValue());
                if (!values.contains(v)) setup = setup.withOption(id, e.getKey(), values.contains(e.getValue().defaultValue()) ? e.getValue().defaultValue() : values.get(0));
            }
        }
    }

    private String name(String module) {
        return app.text().t("module." + module);
    }

    private void toggleModule(String id) {
        if (choices.mandatory(id)) {
            rebuild();
            return;
        }
        if (setup.modules().contains(id)) {
            setup = setup.withModules(choices.turnOff(id, setup.modules()));
            if (app.houseRulesLoaded()) setup = RuleChoices.withoutUnavailable(setup, app.engine().houseRules().library()); // rules that need it go too
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
        List<SeatSetup.PlayerColour> all = colours();
        SeatSetup.PlayerColour next = all.get((all.indexOf(s.colour()) + 1) % all.size());
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
        l.add(new SeatSetup(true, "greedy", colours().get(0), SeatSetup.PlayerSymbol.CIRCLE));
        setup = game == null ? setup.withSeats(l).sanitized() : setup.withSeats(l).fittedTo(game, app.engine().catalog().installedModules(game));
        normaliseOptions();
        rebuild();
    }

    /** Starts the game with the current setup (remembered for next time), or creates the online table. */
    public void start() {
        if (game != null) setup = setup.withGame(game.id());
        app.settings().remember(setup);
        app.saveSettings();
        if (host != null) host.accept(setup);
        else app.startGame(setup);
    }

    private void back() {
        if (host != null) app.showOnline(null);
        else app.showTitle(null);
    }

    @Override
    protected InputProcessor input() {
        return new InputMultiplexer(stage, new InputAdapter() {
            @Override
            public boolean keyDown(int key) {
                if (stage.getKeyboardFocus() instanceof TextField && key != Input.Keys.ENTER && key != Input.Keys.ESCAPE) return false;
                if (key == Input.Keys.ENTER) start();
                else if (key == Input.Keys.ESCAPE) back();
                else return false;
                return true;
            }
        });
    }
}
