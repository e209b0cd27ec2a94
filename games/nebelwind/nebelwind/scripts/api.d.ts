// Nebelwind's part of the script API's types (merged into the game's api.d.ts by ./fogisles api-docs).

/** A resource, as the rules name it. */
type Resource = 'wood' | 'steel' | 'coins' | 'krill';
/** A region of the map (data/map.json). */
type Region = 'green' | 'silver' | 'brown' | 'purple';
/** A source of points (N10), as the score rows name it after "nebelwind:". */
type PointSource = 'start-marker' | 'cargo' | 'majority' | 'achievements' | 'network-tiles' | 'network-cards' | 'characters';
/** One of a seat's whales on the board: its number, the port it is at, its cargo (null: an empty hold). */
interface Whale { whale: number; port: string; cargo: string | null; }
/** A demand tile a seat has taken: its id, region, cargo, and whether it is a capital tile. */
interface DemandTile { id: string; region: Region; cargo: string; capital: boolean; }
/** The characters' effects are called with the card's owner (seat) and the card's id (character). */
interface EffectArgs { character?: string; }
