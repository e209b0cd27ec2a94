package io.fogisles.server.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.module.ModuleSelection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the host chose: modules, options, house rules with their options, and the seats ({@code person} or
 * {@code bot:LEVEL}, where a level may carry its think time: {@code bot:expert:500ms}). Stored as JSON with the table;
 * with the seed it fixes the whole game.
 */
public record TableSetup(List<String> modules, Map<String, Map<String, String>> options, List<String> houseRules, List<String> seats,
                         boolean autoStart, Map<String, Map<String, String>> houseRuleOptions) {
    public TableSetup {
        modules = List.copyOf(modules);
        options = Map.copyOf(options);
        houseRuleOptions = houseRuleOptions == null ? Map.of() : Map.copyOf(houseRuleOptions); // null: a table stored before they were kept
        houseRules = List.copyOf(houseRules);
        seats = List.copyOf(seats);
    }

    /** The bot level of a seat with its think time when it has one ({@code expert:500ms}), or null for a person's seat. */
    public String bot(int seat) {
        String s = seats.get(seat);
        return s.startsWith("bot:") ? s.substring(4) : null;
    }

    public GameConfig config() {
        List<GameConfig.HouseRuleRef> refs = new ArrayList<>();
        for (String h : houseRules) refs.add(new GameConfig.HouseRuleRef(h, null, null, houseRuleOptions.get(h)));
        return new GameConfig(new ModuleSelection(modules, options), seats.size(), refs);
    }

    public String toJson() {
        try {
            return Json.MAPPER.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public static TableSetup fromJson(String json) {
        return Json.read("stored table setup", json, TableSetup.class);
    }
}
