/**
 * The site's own words (the table brings its own), in Spanish (the default, the language
 * of the rule pages), Portuguese and English. Placeholders are `{name}`.
 */
import { LOCALES, type Locale } from '@naipe/rules';

const es = {
  siteName: 'Naipe',
  tagline: 'Solitarios que saben si aún puedes ganar',
  navPlay: 'Jugar',
  navRules: 'Reglas',
  navStats: 'Estadísticas',
  mainNav: 'Secciones',
  language: 'Idioma',
  chooseGame: 'Elige un juego',
  deck: 'Baraja',
  deckSpanish: 'Española ({n})',
  deckFrench: 'Francesa ({n})',
  deckSpanishName: 'Española',
  deckFrenchName: 'Francesa',
  variant: 'Variante',
  draw: 'Robar',
  drawValue: 'de {n} en {n}',
  suits: 'Palos',
  suitsOne: '1 palo',
  suitsMany: '{n} palos',
  dealNumber: 'Número de partida',
  dealHelp: 'Del 1 al {max}',
  playDeal: 'Jugar esa partida',
  badDealInput: 'Escribe un número entero del 1 al {max}.',
  share: 'Enlace para compartir esta partida',
  copy: 'Copiar',
  copied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar: selecciona el enlace y cópialo a mano.',
  linkProblems: 'El enlace no era válido, así que empieza una partida normal:',
  dismiss: 'Entendido',
  problemGame: 'no existe el juego «{value}» (juegos: {allowed}).',
  problemOption: '{game} no admite «{name}={value}» (valores: {allowed}).',
  problemNoOption: '{game} no tiene la opción «{name}».',
  problemDeal: 'la partida «{value}» no es un número del 1 al {max}.',
  problemLanguage: 'el idioma «{value}» no existe (idiomas: {allowed}).',
  problemView: 'la página «{value}» no existe.',
  problemLinkLong:
    'el enlace tiene {length} caracteres, más que cualquier enlace de Naipe: quizá se pegó dos veces.',
  problemLinkUnread: 'el enlace era demasiado largo para que el servidor lo leyera.',
  rulesTitle: 'Reglas de {game}',
  rulesOf: 'Reglas de cada juego',
  playThis: 'Jugar a {game}',
  statsTitle: 'Estadísticas',
  statsEmpty: 'Aún no hay partidas guardadas en este navegador.',
  statsNote: 'Se guardan en este navegador. Una partida cuenta desde su primer movimiento.',
  colGame: 'Juego',
  colPlayed: 'Jugadas',
  colWon: 'Ganadas',
  colShare: '% ganadas',
  colStreak: 'Racha',
  colBestStreak: 'Mejor racha',
  colBestTime: 'Mejor tiempo',
  colFewestMoves: 'Menos movimientos',
  colHints: 'Pistas',
  none: '—',
  offlineReady: 'Lista para jugar sin conexión.',
  updateReady: 'Hay una versión nueva: recarga la página para usarla.',
  skip: 'Saltar al contenido',
};

export type MessageKey = keyof typeof es;
export type Messages = Readonly<Record<MessageKey, string>>;

const pt: Messages = {
  siteName: 'Naipe',
  tagline: 'Paciências que sabem se você ainda pode vencer',
  navPlay: 'Jogar',
  navRules: 'Regras',
  navStats: 'Estatísticas',
  mainNav: 'Seções',
  language: 'Idioma',
  chooseGame: 'Escolha um jogo',
  deck: 'Baralho',
  deckSpanish: 'Espanhol ({n})',
  deckFrench: 'Francês ({n})',
  deckSpanishName: 'Espanhol',
  deckFrenchName: 'Francês',
  variant: 'Variante',
  draw: 'Comprar',
  drawValue: 'de {n} em {n}',
  suits: 'Naipes',
  suitsOne: '1 naipe',
  suitsMany: '{n} naipes',
  dealNumber: 'Número do jogo',
  dealHelp: 'De 1 a {max}',
  playDeal: 'Jogar esse jogo',
  badDealInput: 'Digite um número inteiro de 1 a {max}.',
  share: 'Link para compartilhar este jogo',
  copy: 'Copiar',
  copied: 'Link copiado',
  copyFailed: 'Não foi possível copiar: selecione o link e copie manualmente.',
  linkProblems: 'O link não era válido, então começa um jogo normal:',
  dismiss: 'Entendi',
  problemGame: 'o jogo «{value}» não existe (jogos: {allowed}).',
  problemOption: '{game} não aceita «{name}={value}» (valores: {allowed}).',
  problemNoOption: '{game} não tem a opção «{name}».',
  problemDeal: 'o jogo «{value}» não é um número de 1 a {max}.',
  problemLanguage: 'o idioma «{value}» não existe (idiomas: {allowed}).',
  problemView: 'a página «{value}» não existe.',
  problemLinkLong:
    'o link tem {length} caracteres, mais do que qualquer link do Naipe: talvez tenha sido colado duas vezes.',
  problemLinkUnread: 'o link era longo demais para o servidor ler.',
  rulesTitle: 'Regras de {game}',
  rulesOf: 'Regras de cada jogo',
  playThis: 'Jogar {game}',
  statsTitle: 'Estatísticas',
  statsEmpty: 'Ainda não há jogos salvos neste navegador.',
  statsNote:
    'As estatísticas ficam salvas neste navegador. Um jogo conta a partir do primeiro movimento.',
  colGame: 'Jogo',
  colPlayed: 'Jogados',
  colWon: 'Ganhos',
  colShare: '% ganhos',
  colStreak: 'Sequência',
  colBestStreak: 'Melhor sequência',
  colBestTime: 'Melhor tempo',
  colFewestMoves: 'Menos movimentos',
  colHints: 'Dicas',
  none: '—',
  offlineReady: 'Pronto para jogar sem conexão.',
  updateReady: 'Há uma versão nova: recarregue a página para usá-la.',
  skip: 'Pular para o conteúdo',
};

const en: Messages = {
  siteName: 'Naipe',
  tagline: 'Solitaire that knows whether you can still win',
  navPlay: 'Play',
  navRules: 'Rules',
  navStats: 'Statistics',
  mainNav: 'Sections',
  language: 'Language',
  chooseGame: 'Choose a game',
  deck: 'Deck',
  deckSpanish: 'Spanish ({n})',
  deckFrench: 'French ({n})',
  deckSpanishName: 'Spanish',
  deckFrenchName: 'French',
  variant: 'Variant',
  draw: 'Draw',
  drawValue: '{n} at a time',
  suits: 'Suits',
  suitsOne: '1 suit',
  suitsMany: '{n} suits',
  dealNumber: 'Deal number',
  dealHelp: 'From 1 to {max}',
  playDeal: 'Play that deal',
  badDealInput: 'Type a whole number from 1 to {max}.',
  share: 'Link to share this deal',
  copy: 'Copy',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link and copy it by hand.',
  linkProblems: 'The link was not valid, so a normal game starts instead:',
  dismiss: 'Got it',
  problemGame: 'there is no game “{value}” (games: {allowed}).',
  problemOption: '{game} does not take “{name}={value}” (values: {allowed}).',
  problemNoOption: '{game} has no “{name}” option.',
  problemDeal: 'deal “{value}” is not a number from 1 to {max}.',
  problemLanguage: 'there is no language “{value}” (languages: {allowed}).',
  problemView: 'there is no page “{value}”.',
  problemLinkLong:
    'the link is {length} characters long, longer than any Naipe link: it may have been pasted twice.',
  problemLinkUnread: 'the link was too long for the server to read.',
  rulesTitle: '{game} rules',
  rulesOf: 'Rules of each game',
  playThis: 'Play {game}',
  statsTitle: 'Statistics',
  statsEmpty: 'No games saved in this browser yet.',
  statsNote: 'Kept in this browser. A game counts from its first move.',
  colGame: 'Game',
  colPlayed: 'Played',
  colWon: 'Won',
  colShare: '% won',
  colStreak: 'Streak',
  colBestStreak: 'Best streak',
  colBestTime: 'Best time',
  colFewestMoves: 'Fewest moves',
  colHints: 'Hints',
  none: '—',
  offlineReady: 'Ready to play offline.',
  updateReady: 'A new version is ready: reload the page to use it.',
  skip: 'Skip to content',
};

export const SITE_MESSAGES: Readonly<Record<Locale, Messages>> = { es, pt, en };

export const DEFAULT_LOCALE: Locale = 'es';

/**
 * The language tag the page declares for a locale (the `lang` of its root), so that a
 * screen reader speaks it with the right voice: the Portuguese of the site and the table
 * is Brazil's.
 */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { es: 'es', pt: 'pt-BR', en: 'en' };

export const isLocale = (value: string): value is Locale =>
  (LOCALES as readonly string[]).includes(value);

/** A catalogue's message with its `{name}` placeholders filled in. */
export function say(
  locale: Locale,
  key: MessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return SITE_MESSAGES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
