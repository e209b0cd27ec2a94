// Pirate Bay's part of the script API's types (merged into the game's api.d.ts by ./fogisles api-docs).

/** A card as printed: its sides (true for land) and its resource points. */
interface Card { id: string; start: boolean; north: boolean; east: boolean; south: boolean; west: boolean; points: { [resource: string]: number }; }
/** Where a card lies on the table: column x, row y (north is +y), turned half a turn or not. */
interface Cell { x: number; y: number; turned: boolean; }
/** The resource die's effects are called with the seat that rolled (seat) and the face. */
interface EffectArgs { face?: string; }
