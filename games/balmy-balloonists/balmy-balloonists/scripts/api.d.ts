// Balmy Balloonists' part of the script API's types (merged into the game's api.d.ts by ./fogisles api-docs).

/** A balloon as it stands: lane 1 (north) to 5, field from the start line, laps, altitude 0 grounded … 3 high, its chips. */
interface Balloon { lane: number; field: number; lap: number; altitude: number; status: 'racing' | 'home' | 'out'; trough: boolean; gas: number; ballast: number; fuel: number; fieldsToGo: number; }
/** The bad-luck effects are called with the target balloon, the seat that caused them, the card and its kind. */
interface EffectArgs { balloon?: number; player?: number; card?: number; kind?: string; }
