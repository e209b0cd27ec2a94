package io.fogisles.client.core;

import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.RuleSet;
import java.util.List;

/**
 * A game module's part of the client, found by the module's id ({@code base}, {@code harbour},
 * {@code expansion}) and used only when {@code rules.modules().has(id)}: its panels, tile art, action
 * binders, log lines and animations. Game modules may not depend on libGDX, so these contributions live
 * in the client, one package per module ({@code io.fogisles.client.modules.<id>}).
 */
public interface ClientModule {
    /** The game module this contributes to. */
    String id();

    /** GL-free contributions: how the module's actions are bound to the table (also used headless). */
    List<ActionBinder> binders(RuleSet rules);

    /**
     * The arguments {1}, {2}, … of the log line {@code event.<type>} for this module's events ({0} is
     * always the player); null when the event is not this module's.
     */
    default List<Object> eventArgs(GameEvent e, Session s) {
        return null;
    }

    /**
     * The words for a value of one of this module's options on the new-game screen, or null to use the
     * bundle's {@code option.<module>.<key>.<value>} (e.g. a start player named by the seat's colour).
     */
    default String optionValueText(String key, String value, GameSetup setup, UiText text) {
        return null;
    }

    /** Whether a value of one of this module's options can be chosen with this setup (e.g. not a 4th start player of 3). */
    default boolean optionValueOffered(String key, String value, GameSetup setup) {
        return true;
    }

    /** Values charted per seat after every round on the score sheet (Module 1: the energy); none by default. */
    default List<GameHistory.Line> chartLines(RuleSet rules) {
        return List.of();
    }

    /** Rendering contributions (panels, tile art, decorations, animations); called on the render thread. */
    void contribute(io.fogisles.client.core.render.RenderRegistry r, Session s);
}
