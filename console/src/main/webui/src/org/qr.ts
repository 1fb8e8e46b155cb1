// The QR codes of a published round's tables: each opens the console on its table's game (after sign-in). The
// console's Java side draws them (GET /venue/qr.svg?path=…: a QR code of its public https origin followed by path).
import { formatRoute } from '../route';

/** The console's path of a table's game, as the judge's own link to it. */
export function tablePath(gameId: string): string {
  return formatRoute({ view: 'game', game: gameId });
}

/** The image of the QR code that opens {@code gameId}'s table. */
export function tableQrSrc(gameId: string): string {
  return `/venue/qr.svg?path=${encodeURIComponent(tablePath(gameId))}`;
}
