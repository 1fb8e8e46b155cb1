// The exports of engine.js: game-rules compiled by TeaVM (engine-js's EngineExports). Every string is JSON; the
// console's src/engine.ts gives them types.
export function start(eventsJson: string): string;
export function evolve(state: number, eventsJson: string): string;
export function decide(state: number, commandJson: string, nowMillis: number): string;
export function view(state: number): string;
export function release(state: number): void;
export function held(): number;
