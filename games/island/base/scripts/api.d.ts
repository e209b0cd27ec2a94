// Module 1's part of the script API's types (merged into scripts/api/api.d.ts by ./fogisles api-docs).

/** Module 1's effects are called with the field, the piece and the energy they concern, where they have one. */
interface EffectArgs { field?: number; piece?: number; energy?: number; }
/** A piece: its kind ("forest", "city", "joker", "monument", …), landscape, value or value range, and owner (the seat a harbour office or expansion tile belongs to from the start; -1 for every shared piece, wherever it lies: who placed a tile is told by the island it is on). */
interface Piece { kind: PieceKind; landscape: string | null; value: number; valueMin: number; valueMax: number; owner: number; }
/** A field of the island: where it is, what it is, and what covering it gives or costs. */
interface FieldInfo { q: number; r: number; type: string; value: number; landscape: string | null; penalty: number; energy: number; }
/** A tile on a seat's island. */
interface PlacedTile { field: number; q: number; r: number; piece: number; kind: PieceKind; }
