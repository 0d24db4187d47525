/**
 * Every string the table shows or speaks, in Spanish (the default, the language of the
 * rule pages), Portuguese and English. Card names come from the rules' decks, so a
 * card is called the same everywhere ("siete de copas", "J de corazones").
 */
import {
  type Card,
  cardName,
  type Deck,
  excerpt,
  excerptQuoted,
  GAMES,
  type Game,
  type GameId,
  LOCALES,
  type Locale,
  type Move,
  type Position,
  suitOf,
} from '@naipe/rules';
import type { PileRef } from './piles.js';

const es = {
  table: 'Mesa de {game}',
  newDeal: 'Nueva partida',
  undo: 'Deshacer',
  redo: 'Rehacer',
  hint: 'Pista',
  finish: 'Terminar',
  playToEnd: 'Jugar hasta el final',
  stop: 'Parar',
  options: 'Opciones',
  toolbar: 'Acciones de la partida',
  statistics: 'Estadísticas',
  close: 'Cerrar',
  language: 'Idioma',
  autoSafe: 'Subir cartas seguras automáticamente',
  winnableOnly: 'Solo partidas ganables',
  fourColour: 'Baraja de cuatro colores',
  cardBack: 'Dorso de las cartas',
  back_lattice: 'Celosía',
  back_rings: 'Anillos',
  back_stripes: 'Rayas',
  confirmNewDeal: '¿Empezar una partida nueva? La partida en curso se dará por perdida.',
  confirmYes: 'Nueva partida',
  confirmNo: 'Seguir jugando',
  time: 'Tiempo',
  moves: 'Movimientos',
  home: 'En casa',
  runsHome: 'Escaleras completas',
  homeValue: '{home} de {total}',
  deal: 'Partida',
  dealValue: 'n.º {deal}',
  customPosition: 'posición propia',
  solver: 'Análisis',
  analysing: 'Analizando…',
  winnable: 'Se puede ganar',
  lost: 'Ya no se puede ganar',
  impossibleStart: 'No se puede ganar desde el reparto',
  newWinnableDeal: 'Nueva partida ganable',
  offerWinnableDeal: 'El botón «Nueva partida ganable» reparte una que sí se puede ganar.',
  impossibleHere: 'No se puede ganar desde aquí',
  unknown: 'Aún es demasiado difícil saber si esta partida se puede ganar',
  analysisFailed: 'El análisis ha fallado',
  unsupported: 'El análisis aún no está disponible para {game}',
  searchingDeal: 'Buscando una partida ganable…',
  lostWarning: 'Esa jugada ha dejado la partida sin solución.',
  lostEarlierWarning: 'Una jugada anterior ya había dejado la partida sin solución.',
  lostOneOfWarning:
    'Una de las jugadas desde la última posición ganable ha dejado la partida sin solución.',
  undoToWinnable: 'Deshacer hasta la última posición ganable',
  offerUndoToWinnable: 'El botón «Deshacer hasta la última posición ganable» la deshace.',
  offerUndoToFoundWinnable:
    'Una posición anterior aún se puede ganar: el botón «Deshacer hasta la última posición ganable» vuelve a ella.',
  won: '¡Partida ganada!',
  playingToEnd: 'El solucionador juega hasta el final (Escape para parar).',
  solverStopped: 'El solucionador se ha parado. Movimientos que ha jugado: {moves}.',
  solverWon:
    'El solucionador ha terminado la partida. Movimientos que ha jugado: {moves}. No cuenta como ganada.',
  finishedBySolver: 'Terminada por el solucionador: cuenta como jugada, no como ganada.',
  finishing: 'Terminar: las cartas suben a sus fundaciones (Escape para parar).',
  finishWon: '¡Partida ganada! Terminar ha subido {moves} cartas a sus fundaciones.',
  finishStopped: 'Terminar se ha parado. Cartas que ha subido: {moves}.',
  wonDetail: '{moves} movimientos en {time}',
  wonDetailOne: '1 movimiento en {time}',
  stuck: 'No quedan jugadas: deshaz o empieza otra partida.',
  column: 'Columna {n}',
  cell: 'Celda libre {n}',
  foundation: 'Fundación de {suit}',
  stock: 'Mazo',
  waste: 'Descarte',
  completed: 'Escalera completa {n}',
  empty: 'sin cartas',
  cards: '{n} cartas',
  oneCard: '1 carta',
  faceDown: 'carta boca abajo',
  toColumn: 'a la columna {n}',
  toCell: 'a la celda {n}',
  toFoundation: 'a su fundación',
  moved: '{card} {to}',
  movedRun: '{card} y {more} más {to}',
  drew: 'Robas del mazo',
  dealt: 'Repartes una carta en cada columna',
  redealt: 'El descarte vuelve al mazo',
  drewCard: 'Robas: {card}',
  drewCards: 'Robas {n}; arriba: {card}',
  dealtCards: 'Repartes {cards}',
  canPlay: 'Puedes jugar {moves}',
  canPlayMore: 'Puedes jugar {moves} y {more} más',
  noCardMoves: 'Ninguna carta se puede mover',
  runOff: 'Una escalera de {suit} sale de la mesa',
  turnedUp: 'Queda boca arriba: {card}',
  thenAutomatically: 'Después, automáticamente: {moves}',
  undoneMove: 'Deshecho: {move}',
  theDraw: 'el robo del mazo',
  theDeal: 'el reparto en cada columna',
  theRedeal: 'la vuelta del descarte al mazo',
  undoneToWinnableOne: 'Deshecho: 1 movimiento, de vuelta a la última posición ganable',
  undoneToWinnable: 'Deshechos: {n} movimientos, de vuelta a la última posición ganable',
  redone: 'Rehecho',
  nothingToUndo: 'No hay nada que deshacer',
  nothingToRedo: 'No hay nada que rehacer',
  picked: 'Coges {card}',
  pickedRun: 'Coges {card} y {more} más',
  letGo: 'Sueltas las cartas',
  cannotMove: 'No se puede mover ahí',
  cannotLift: 'Esa carta no se puede mover',
  noMove: 'No hay jugada para esa carta',
  hintIs: 'Pista: {move}',
  goodMoveIs: 'Una buena jugada (sin garantía de ganar): {move}',
  rulesMoveIs: 'Una jugada útil según las reglas (el solucionador no tiene ninguna): {move}',
  noHint: 'No hay jugadas útiles',
  hintsUsed: 'Pistas',
  unknownGame: 'Juego desconocido: «{game}». Juegos: {games}.',
  badOption: 'Opción no válida para {game}: {detail}',
  badDeal: 'Número de partida no válido: «{deal}». Debe ser un entero de 1 a {max}.',
  badPosition: 'La posición no es válida: {detail}',
  dataSetAside: 'Había datos guardados que no se podían leer; se han apartado y la mesa sigue.',
  dataDropped:
    'Había datos guardados que no se podían leer y no quedaba sitio para apartarlos: se han borrado y la mesa sigue.',
  cannotSave:
    'Este navegador ya no puede guardar la partida (no queda espacio o no lo permite). Puedes seguir jugando: se guardará en cuanto se pueda.',
  savingAgain: 'La partida vuelve a guardarse en este navegador.',
  notProvenWinnable:
    'Ninguna de las partidas intentadas se pudo demostrar ganable; esta es la más prometedora.',
  candidateLost:
    'Ninguna de las partidas intentadas se pudo demostrar ganable, y esta, la más prometedora, resulta imposible de ganar. Reparte otra vez para intentar con otras.',
  dismiss: 'Entendido',
  played: 'Jugadas',
  wonCount: 'Ganadas',
  winShare: 'Porcentaje',
  streak: 'Racha actual',
  bestStreak: 'Mejor racha',
  bestTime: 'Mejor tiempo',
  fewestMoves: 'Menos movimientos',
  none: '—',
} as const;

export type MessageKey = keyof typeof es;
export type Messages = Readonly<Record<MessageKey, string>>;

const pt: Messages = {
  table: 'Mesa de {game}',
  newDeal: 'Novo jogo',
  undo: 'Desfazer',
  redo: 'Refazer',
  hint: 'Dica',
  finish: 'Terminar',
  playToEnd: 'Jogar até o fim',
  stop: 'Parar',
  options: 'Opções',
  toolbar: 'Ações do jogo',
  statistics: 'Estatísticas',
  close: 'Fechar',
  language: 'Idioma',
  autoSafe: 'Subir cartas seguras automaticamente',
  winnableOnly: 'Só jogos vencíveis',
  fourColour: 'Baralho de quatro cores',
  cardBack: 'Verso das cartas',
  back_lattice: 'Treliça',
  back_rings: 'Anéis',
  back_stripes: 'Listras',
  confirmNewDeal: 'Começar um jogo novo? O jogo em curso será dado como perdido.',
  confirmYes: 'Novo jogo',
  confirmNo: 'Continuar jogando',
  time: 'Tempo',
  moves: 'Movimentos',
  home: 'Na fundação',
  runsHome: 'Sequências completas',
  homeValue: '{home} de {total}',
  deal: 'Jogo',
  dealValue: 'n.º {deal}',
  customPosition: 'posição própria',
  solver: 'Análise',
  analysing: 'Analisando…',
  winnable: 'Dá para vencer',
  lost: 'Já não dá para vencer',
  impossibleStart: 'Não dá para vencer desde a distribuição',
  newWinnableDeal: 'Novo jogo vencível',
  offerWinnableDeal: 'O botão «Novo jogo vencível» distribui um que dá para vencer.',
  impossibleHere: 'Não dá para vencer a partir daqui',
  unknown: 'Ainda é difícil demais saber se este jogo pode ser vencido',
  analysisFailed: 'A análise falhou',
  unsupported: 'A análise ainda não está disponível para {game}',
  searchingDeal: 'Procurando um jogo vencível…',
  lostWarning: 'Essa jogada deixou o jogo sem solução.',
  lostEarlierWarning: 'Uma jogada anterior já tinha deixado o jogo sem solução.',
  lostOneOfWarning: 'Uma das jogadas desde a última posição vencível deixou o jogo sem solução.',
  undoToWinnable: 'Desfazer até a última posição vencível',
  offerUndoToWinnable: 'O botão «Desfazer até a última posição vencível» desfaz a jogada.',
  offerUndoToFoundWinnable:
    'Uma posição anterior ainda dá para vencer: o botão «Desfazer até a última posição vencível» volta a ela.',
  won: 'Jogo ganho!',
  playingToEnd: 'O solucionador joga até o fim (Escape para parar).',
  solverStopped: 'O solucionador parou. Movimentos jogados por ele: {moves}.',
  solverWon:
    'O solucionador terminou o jogo. Movimentos jogados por ele: {moves}. Não conta como vitória.',
  finishedBySolver: 'Terminado pelo solucionador: conta como jogado, não como ganho.',
  finishing: 'Terminar: as cartas sobem para as fundações (Escape para parar).',
  finishWon: 'Jogo ganho! Terminar subiu {moves} cartas para as fundações.',
  finishStopped: 'Terminar parou. Cartas que subiram: {moves}.',
  wonDetail: '{moves} movimentos em {time}',
  wonDetailOne: '1 movimento em {time}',
  stuck: 'Não há mais jogadas: desfaça ou comece outro jogo.',
  column: 'Coluna {n}',
  cell: 'Célula livre {n}',
  foundation: 'Fundação de {suit}',
  stock: 'Monte',
  waste: 'Descarte',
  completed: 'Sequência completa {n}',
  empty: 'sem cartas',
  cards: '{n} cartas',
  oneCard: '1 carta',
  faceDown: 'carta virada para baixo',
  toColumn: 'para a coluna {n}',
  toCell: 'para a célula {n}',
  toFoundation: 'para a sua fundação',
  moved: '{card} {to}',
  movedRun: '{card} e mais {more} {to}',
  drew: 'Você compra do monte',
  dealt: 'Você distribui uma carta em cada coluna',
  redealt: 'O descarte volta para o monte',
  drewCard: 'Você compra: {card}',
  drewCards: 'Você compra {n}; em cima: {card}',
  dealtCards: 'Você distribui {cards}',
  canPlay: 'Você pode jogar {moves}',
  canPlayMore: 'Você pode jogar {moves} e mais {more}',
  noCardMoves: 'Nenhuma carta pode ser movida',
  runOff: 'Uma sequência de {suit} sai da mesa',
  turnedUp: 'Fica virada para cima: {card}',
  thenAutomatically: 'Depois, automaticamente: {moves}',
  undoneMove: 'Desfeito: {move}',
  theDraw: 'a compra do monte',
  theDeal: 'a distribuição em cada coluna',
  theRedeal: 'a volta do descarte para o monte',
  undoneToWinnableOne: 'Desfeito: 1 movimento, de volta à última posição vencível',
  undoneToWinnable: 'Desfeitos: {n} movimentos, de volta à última posição vencível',
  redone: 'Refeito',
  nothingToUndo: 'Não há nada para desfazer',
  nothingToRedo: 'Não há nada para refazer',
  picked: 'Você pega {card}',
  pickedRun: 'Você pega {card} e mais {more}',
  letGo: 'Você solta as cartas',
  cannotMove: 'Não dá para mover para aí',
  cannotLift: 'Essa carta não pode ser movida',
  noMove: 'Não há jogada para essa carta',
  hintIs: 'Dica: {move}',
  goodMoveIs: 'Uma boa jogada (sem garantia de vencer): {move}',
  rulesMoveIs: 'Uma jogada útil pelas regras (o solucionador não tem nenhuma): {move}',
  noHint: 'Não há jogadas úteis',
  hintsUsed: 'Dicas',
  unknownGame: 'Jogo desconhecido: «{game}». Jogos: {games}.',
  badOption: 'Opção inválida para {game}: {detail}',
  badDeal: 'Número de jogo inválido: «{deal}». Deve ser um inteiro de 1 a {max}.',
  badPosition: 'A posição não é válida: {detail}',
  dataSetAside: 'Havia dados salvos ilegíveis; foram postos de lado e a mesa continua.',
  dataDropped:
    'Havia dados salvos ilegíveis e não havia espaço para pô-los de lado: foram apagados e a mesa continua.',
  cannotSave:
    'Este navegador não consegue mais salvar o jogo (falta espaço ou não é permitido). Você pode continuar jogando: ele será salvo assim que for possível.',
  savingAgain: 'O jogo volta a ser salvo neste navegador.',
  notProvenWinnable:
    'Nenhum dos jogos tentados pôde ser provado vencível; este é o mais promissor.',
  candidateLost:
    'Nenhum dos jogos tentados pôde ser provado vencível, e este, o mais promissor, acabou sendo impossível de vencer. Distribua de novo para tentar outros.',
  dismiss: 'Entendi',
  played: 'Jogados',
  wonCount: 'Ganhos',
  winShare: 'Porcentagem',
  streak: 'Sequência atual',
  bestStreak: 'Melhor sequência',
  bestTime: 'Melhor tempo',
  fewestMoves: 'Menos movimentos',
  none: '—',
};

const en: Messages = {
  table: '{game} table',
  newDeal: 'New deal',
  undo: 'Undo',
  redo: 'Redo',
  hint: 'Hint',
  finish: 'Finish',
  playToEnd: 'Play to the end',
  stop: 'Stop',
  options: 'Options',
  toolbar: 'Game actions',
  statistics: 'Statistics',
  close: 'Close',
  language: 'Language',
  autoSafe: 'Move safe cards home automatically',
  winnableOnly: 'Winnable deals only',
  fourColour: 'Four-colour deck',
  cardBack: 'Card back',
  back_lattice: 'Lattice',
  back_rings: 'Rings',
  back_stripes: 'Stripes',
  confirmNewDeal: 'Start a new deal? The game in progress will count as lost.',
  confirmYes: 'New deal',
  confirmNo: 'Keep playing',
  time: 'Time',
  moves: 'Moves',
  home: 'Home',
  runsHome: 'Completed runs',
  homeValue: '{home} of {total}',
  deal: 'Deal',
  dealValue: '#{deal}',
  customPosition: 'own position',
  solver: 'Analysis',
  analysing: 'Analysing…',
  winnable: 'Winnable',
  lost: 'No longer winnable',
  impossibleStart: 'Cannot be won from the start',
  newWinnableDeal: 'New winnable deal',
  offerWinnableDeal: 'The “New winnable deal” button deals one that can be won.',
  impossibleHere: 'Cannot be won from here',
  unknown: 'Too hard to tell yet whether this game can be won',
  analysisFailed: 'The analysis failed',
  unsupported: 'Analysis is not available for {game} yet',
  searchingDeal: 'Looking for a winnable deal…',
  lostWarning: 'That move left the game without a solution.',
  lostEarlierWarning: 'An earlier move had already left the game without a solution.',
  lostOneOfWarning:
    'One of the moves since the last winnable position left the game without a solution.',
  undoToWinnable: 'Undo back to the last winnable position',
  offerUndoToWinnable: 'The “Undo back to the last winnable position” button takes it back.',
  offerUndoToFoundWinnable:
    'An earlier position can still be won: the “Undo back to the last winnable position” button goes back to it.',
  won: 'Game won!',
  playingToEnd: 'The solver plays to the end (Escape to stop).',
  solverStopped: 'The solver stopped. Moves it played: {moves}.',
  solverWon: 'The solver finished the game. Moves it played: {moves}. It does not count as a win.',
  finishedBySolver: 'Finished by the solver: it counts as played, not as won.',
  finishing: 'Finish: the cards go up to their foundations (Escape to stop).',
  finishWon: 'Game won! Finish moved {moves} cards home.',
  finishStopped: 'Finish stopped. Cards it moved home: {moves}.',
  wonDetail: '{moves} moves in {time}',
  wonDetailOne: '1 move in {time}',
  stuck: 'No moves left: undo or start another deal.',
  column: 'Column {n}',
  cell: 'Free cell {n}',
  foundation: 'Foundation of {suit}',
  stock: 'Stock',
  waste: 'Waste',
  completed: 'Completed run {n}',
  empty: 'no cards',
  cards: '{n} cards',
  oneCard: '1 card',
  faceDown: 'face-down card',
  toColumn: 'to column {n}',
  toCell: 'to cell {n}',
  toFoundation: 'to its foundation',
  moved: '{card} {to}',
  movedRun: '{card} and {more} more {to}',
  drew: 'You draw from the stock',
  dealt: 'You deal a card onto every column',
  redealt: 'The waste goes back to the stock',
  drewCard: 'You draw: {card}',
  drewCards: 'You draw {n}; on top: {card}',
  dealtCards: 'You deal {cards}',
  canPlay: 'You can play {moves}',
  canPlayMore: 'You can play {moves}, and {more} more',
  noCardMoves: 'No card can move',
  runOff: 'A run of {suit} goes off the table',
  turnedUp: 'Turned face up: {card}',
  thenAutomatically: 'Then, automatically: {moves}',
  undoneMove: 'Undone: {move}',
  theDraw: 'the draw from the stock',
  theDeal: 'the deal onto every column',
  theRedeal: 'turning the waste over',
  undoneToWinnableOne: 'Undone: 1 move, back to the last winnable position',
  undoneToWinnable: 'Undone: {n} moves, back to the last winnable position',
  redone: 'Redone',
  nothingToUndo: 'Nothing to undo',
  nothingToRedo: 'Nothing to redo',
  picked: 'You pick up {card}',
  pickedRun: 'You pick up {card} and {more} more',
  letGo: 'You let go of the cards',
  cannotMove: 'Cannot move there',
  cannotLift: 'That card cannot move',
  noMove: 'No move for that card',
  hintIs: 'Hint: {move}',
  goodMoveIs: 'A good move (not proven to win): {move}',
  rulesMoveIs: 'A useful move by the rules (the solver has none to offer): {move}',
  noHint: 'No useful move',
  hintsUsed: 'Hints',
  unknownGame: 'Unknown game: “{game}”. Games: {games}.',
  badOption: 'Invalid option for {game}: {detail}',
  badDeal: 'Invalid deal number: “{deal}”. It must be a whole number from 1 to {max}.',
  badPosition: 'The position is not valid: {detail}',
  dataSetAside: 'Some saved data could not be read; it was set aside and the table goes on.',
  dataDropped:
    'Some saved data could not be read, and there was no room to set it aside: it was removed, and the table goes on.',
  cannotSave:
    'This browser can no longer save the game (it is out of room or does not allow it). Play on: the game will be saved as soon as it can be.',
  savingAgain: 'The game is being saved in this browser again.',
  notProvenWinnable:
    'None of the deals tried could be proven winnable; this is the most promising one.',
  candidateLost:
    'None of the deals tried could be proven winnable, and this one, the most promising, turns out to be impossible to win. Deal again to try others.',
  dismiss: 'Got it',
  played: 'Played',
  wonCount: 'Won',
  winShare: 'Win share',
  streak: 'Current streak',
  bestStreak: 'Best streak',
  bestTime: 'Best time',
  fewestMoves: 'Fewest moves',
  none: '—',
};

export const CATALOGUES: Readonly<Record<Locale, Messages>> = { es, pt, en };

export const isLocale = (value: string): value is Locale =>
  (LOCALES as readonly string[]).includes(value);

/**
 * Joins what is said in one announcement, one sentence after another: each but the last
 * ends with a full stop unless it has its own (`¡Partida ganada!`); empty parts go.
 */
export function sentences(...parts: readonly (string | undefined)[]): string {
  const said = parts.filter((p): p is string => !!p);
  return said.map((p, i) => (i < said.length - 1 && !/[.!?…]$/.test(p) ? `${p}.` : p)).join(' ');
}

/** Fills `{name}` slots; a slot without a value is a bug in the caller, so it shows as is. */
export function format(template: string, params: Readonly<Record<string, string | number>> = {}) {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in params ? String(params[name]) : slot,
  );
}

export class Translator {
  readonly messages: Messages;

  constructor(
    readonly locale: Locale,
    readonly deck: Deck,
  ) {
    this.messages = CATALOGUES[locale];
  }

  t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
    return format(this.messages[key], params);
  }

  /** What someone gave, fit to quote: cut short with its length, controls visible. */
  quote(value: string): string {
    return excerpt(value, this.locale);
  }

  /** A rules message with what it quotes fit to quote (see `quote`). */
  quoteWithin(message: string): string {
    return excerptQuoted(message, this.locale);
  }

  gameName(game: GameId): string {
    return GAMES[game].names[this.locale];
  }

  card(c: Card): string {
    return cardName(this.deck, c, this.locale);
  }

  suitName(suit: number): string {
    return this.deck.suits[suit]?.names[this.locale] ?? '?';
  }

  count(n: number): string {
    return n === 1 ? this.t('oneCard') : this.t('cards', { n });
  }

  /** A won game's moves and time, as the win panel shows them and the live region says them. */
  wonDetail(moves: number, elapsedMs: number): string {
    const time = formatDuration(elapsedMs);
    return moves === 1 ? this.t('wonDetailOne', { time }) : this.t('wonDetail', { moves, time });
  }

  /**
   * The status bar's count of what is home: cards on the foundations, or in Spider, which
   * has none, the complete runs that left the table.
   */
  home(game: Game, position: Position): { label: string; value: string } {
    if (game.variant.foundations) {
      const home = game.cardsHome(position);
      return { label: this.t('home'), value: this.t('homeValue', { home, total: game.cardCount }) };
    }
    const total = game.variant.series.reduce((a, b) => a + b, 0);
    const home = position.completed.length;
    return { label: this.t('runsHome'), value: this.t('homeValue', { home, total }) };
  }

  /** The name of a place, as a screen reader hears it before its contents. */
  pile(pile: PileRef): string {
    switch (pile.kind) {
      case 'column':
        return this.t('column', { n: pile.index + 1 });
      case 'cell':
        return this.t('cell', { n: pile.index + 1 });
      case 'foundation':
        return this.t('foundation', { suit: this.suitName(pile.suit) });
      case 'completed':
        return this.t('completed', { n: pile.index + 1 });
      case 'stock':
        return this.t('stock');
      case 'waste':
        return this.t('waste');
    }
  }

  destination(pile: PileRef): string {
    switch (pile.kind) {
      case 'column':
        return this.t('toColumn', { n: pile.index + 1 });
      case 'cell':
        return this.t('toCell', { n: pile.index + 1 });
      default:
        return this.t('toFoundation');
    }
  }

  /**
   * A move in words, for announcements and hints. `moving` is the base card of what
   * moves (the rules' moves name piles, not cards, so the caller looks it up).
   */
  move(move: Move, moving: Card | undefined, stockDeals: boolean): string {
    if (move.kind === 'stock') return this.t(stockDeals ? 'dealt' : 'drew');
    if (move.kind === 'redeal') return this.t('redealt');
    const to: PileRef =
      move.to.kind === 'foundation'
        ? { kind: 'foundation', suit: moving === undefined ? 0 : suitOf(moving) }
        : move.to.kind === 'waste'
          ? { kind: 'waste' }
          : { kind: move.to.kind, index: move.to.index };
    const card = moving === undefined ? '?' : this.card(moving);
    const more = (move.count ?? 1) - 1;
    return more > 0
      ? this.t('movedRun', { card, more, to: this.destination(to) })
      : this.t('moved', { card, to: this.destination(to) });
  }
}

/** Elapsed time as m:ss, or h:mm:ss past the hour. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const s = total % 60;
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
