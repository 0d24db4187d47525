export const SOLVER_GAMES: readonly string[] = ['freecell', 'bakers-game'];
