import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { PLACES } from './catalogue/word-lists.ts';
import { createRandom, type Random } from './random.ts';

/**
 * PDFs that look like a copied textbook chapter: A4 pages of running text under the chapter's
 * title, section headings now and then, a running header and the book's page number at the foot.
 * Made with pdf-lib's standard fonts (not embedded), as many scanned-and-OCRed copies are.
 */
export type ChapterPdfSpec = {
  book: string;
  author: string;
  chapter: number;
  chapterTitle: string;
  firstPage: number;
  pages: number;
  /** Seeds the text, so the same spec always gives the same pages. */
  seed: string;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 72;
const BODY_SIZE = 11;
const LEADING = 15.5;
const TEXT_WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.45, 0.45, 0.45);

// prettier-ignore
const SUBJECTS = [
  'Recent research', 'The evidence reviewed in this chapter', 'Early work in the field', 'A growing body of case studies',
  'Professional experience', 'Government policy', 'The standard introductory account', 'The approach taken here',
  'A careful reading of the sources', 'Comparative work', 'Survey data from the last decade', 'Each of the examples that follow',
  'The critical literature',
];
// prettier-ignore
const VERBS = [
  'suggests', 'shows', 'has argued', 'tends to assume', 'reminds us', 'makes clear', 'points out', 'confirms',
  'calls into question the idea', 'offers a reminder',
];
// prettier-ignore
const CLAIMS = [
  'that context shapes outcomes at least as much as method does',
  'that the same principle can lead to quite different results in practice',
  'that small differences in definition produce large differences in measurement',
  'that the question is rarely settled by a single study',
  'that what counts as good practice changes over time',
  'that the costs and benefits fall unevenly across groups',
  'that clear reasoning matters more than technical vocabulary',
  'that local conditions must be taken into account',
  'that institutions adapt more slowly than the problems they face',
  'that the history of an idea explains much of its present form',
  'that careful observation comes before explanation',
];
// prettier-ignore
const LINKS = [
  'For this reason,', 'In practice,', 'At the same time,', 'As a result,', 'By contrast,', 'Put simply,',
  'In the Australian setting,', 'Taken together,', 'Nevertheless,', 'On this view,',
];
// prettier-ignore
const FOLLOW_UPS = [
  'students should weigh the assumptions behind each position before accepting its conclusions',
  'the discussion below turns from general principles to the cases that test them',
  'the figures need to be read alongside the conditions under which they were collected',
  'a single explanation is unlikely to account for every case',
  'the terms introduced earlier take on a more precise meaning',
  'the reader is encouraged to return to the questions at the end of the chapter',
  'the debate has moved from whether change is needed to how it should be made',
  'the examples from {place} are especially instructive',
  'it helps to distinguish what is known from what is merely assumed',
];
// prettier-ignore
const HEADINGS = [
  'Background', 'Key concepts', 'A closer look at the evidence', 'Case study', 'Competing explanations',
  'Implications for practice', 'Limitations', 'Summary', 'Review questions', 'Further reading',
];

function sentence(random: Random): string {
  if (random.chance(0.45)) {
    const follow = random.pick(FOLLOW_UPS).replace('{place}', random.pick(PLACES));
    return `${random.pick(LINKS)} ${follow}.`;
  }
  return `${random.pick(SUBJECTS)} ${random.pick(VERBS)} ${random.pick(CLAIMS)}.`;
}

const paragraph = (random: Random) => Array.from({ length: random.int(3, 7) }, () => sentence(random)).join(' ');

/** The words of a text broken into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Fonts = { body: PDFFont; bold: PDFFont; italic: PDFFont };

function drawCentred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  page.drawText(text, { x: (A4[0] - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
}

/** A chapter of running text over `pages` A4 pages. */
export async function chapterPdf(spec: ChapterPdfSpec): Promise<Uint8Array> {
  const random = createRandom(spec.seed);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${spec.book}, chapter ${spec.chapter}: ${spec.chapterTitle}`);
  pdf.setAuthor(spec.author);
  const fonts: Fonts = {
    body: await pdf.embedFont(StandardFonts.TimesRoman),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  let section = 0;
  for (let i = 0; i < spec.pages; i++) {
    const page = pdf.addPage(A4);
    let y = A4[1] - MARGIN;
    if (i === 0) {
      page.drawText(`${spec.book} · ${spec.author}`, { x: MARGIN, y, size: 9, font: fonts.italic, color: GREY });
      y -= 48;
      page.drawText(`Chapter ${spec.chapter}`, { x: MARGIN, y, size: 14, font: fonts.bold, color: GREY });
      y -= 30;
      for (const line of wrap(spec.chapterTitle, fonts.bold, 22, TEXT_WIDTH)) {
        page.drawText(line, { x: MARGIN, y, size: 22, font: fonts.bold, color: INK });
        y -= 28;
      }
      y -= 14;
    } else {
      const header = `${spec.book} — Chapter ${spec.chapter}`;
      page.drawText(header, { x: MARGIN, y: y + 24, size: 8.5, font: fonts.italic, color: GREY });
    }
    while (y > MARGIN + 3 * LEADING) {
      if (random.chance(0.18)) {
        section += 1;
        y -= 6;
        const heading = `${spec.chapter}.${section} ${random.pick(HEADINGS)}`;
        page.drawText(heading, { x: MARGIN, y, size: 12.5, font: fonts.bold, color: INK });
        y -= LEADING + 4;
      }
      for (const [n, line] of wrap(paragraph(random), fonts.body, BODY_SIZE, TEXT_WIDTH - 18).entries()) {
        if (y <= MARGIN + LEADING) break;
        page.drawText(line, { x: MARGIN + (n === 0 ? 18 : 0), y, size: BODY_SIZE, font: fonts.body, color: INK });
        y -= LEADING;
      }
      y -= LEADING / 2;
    }
    drawCentred(page, String(spec.firstPage + i), MARGIN / 2, fonts.body, 9, GREY);
  }
  return pdf.save();
}

/** The pages held back from a copy: a 'HELD BACK' cover each, naming the book. */
export async function heldBackPdf(spec: { book: string; pages: number }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const body = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= spec.pages; n++) {
    const page = pdf.addPage(A4);
    page.drawRectangle({ x: 40, y: 40, width: A4[0] - 80, height: A4[1] - 80, borderColor: GREY, borderWidth: 2 });
    drawCentred(page, 'HELD BACK', A4[1] / 2 + 20, bold, 54);
    drawCentred(page, `A page of ${spec.book}`, A4[1] / 2 - 30, body, 13, GREY);
    drawCentred(page, `is held back from the copy (${n} of ${spec.pages}).`, A4[1] / 2 - 50, body, 13, GREY);
  }
  return pdf.save();
}
