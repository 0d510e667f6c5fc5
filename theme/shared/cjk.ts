// Words in scripts written without spaces between them (Chinese, Japanese) and
// in Korean, whose words carry their particles (설치를, "installation" as an
// object): a run of such letters is one "word" to a tokenizer that splits on
// spaces, so a search for 软件包 ("software package") never found
// 使用包管理器安装软件包 ("install the software package with a package
// manager"). Such a run is indexed and searched as its overlapping pairs of
// letters instead (软件 件包), as Lucene's CJK analyzer does: no dictionary to
// ship, the same on the build's side and the browser's, and a query matches
// wherever its pairs all are. A lone letter stays itself (as you type, it is a
// prefix of the pairs it starts). Thai, Lao, Khmer and Burmese, written
// without spaces too, are cut the same way.

/**
 * Han, Hiragana, Katakana, Hangul letters and numerals (one code point). By script extensions:
 * the prolonged sound mark of データベース (ー) is of no one script, but of these. Letters and
 * numbers only: the middle dot (·) and two combining marks have these scripts among their
 * extensions too, and no tokenizer puts them in a word.
 */
const CJK_LETTER = /(?=[\p{L}\p{N}])[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u;

/**
 * Thai, Lao, Khmer and Burmese, also written without spaces between words
 * (การติดตั้งซอฟต์แวร์, "installing the software"): their runs are cut into pairs
 * too. Their vowels and tone marks are combining marks, each part of the letter
 * before it: a pair is of two letters with their marks (ฟต์, not ต์ alone).
 */
const UNSPACED_LETTER = /(?=[\p{L}\p{N}])[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;

/** A combining mark: part of the letter before it. */
const MARK = /\p{M}/u;

/**
 * Code units below the first letter of these scripts (Thai, U+0E00): a text of only these holds none.
 * Why: the property class costs a lookup per character, and every text of an English site's
 * index was tested with it (half a percent of a page thread's time); one range is a compare.
 */
const BELOW_RUNS = /^[\u0000-\u0dff]*$/;

/** Whether a code point is a letter of a run cut into pairs. */
const runLetter = (letter: string) => CJK_LETTER.test(letter) || UNSPACED_LETTER.test(letter);

/** Whether a text holds any letter of a script whose runs are cut into pairs (the cheap test before splitting). */
export function hasCjk(text: string): boolean {
  return !BELOW_RUNS.test(text) && (CJK_LETTER.test(text) || UNSPACED_LETTER.test(text));
}

/** A piece of a word and where it is in the word (UTF-16 offsets). */
export interface WordPiece {
  text: string;
  start: number;
  end: number;
  /** In a pair, where its second letter starts (offset in `text`): a letter may be several code points (a Thai letter and its marks). */
  second?: number;
}

/**
 * A word cut into what is indexed of it: its other letters as they are, each
 * run of CJK (or Thai, Lao, Khmer, Burmese) letters as its overlapping pairs (a
 * run of one letter as itself). A letter keeps the combining marks after it.
 */
export function wordPieces(word: string): WordPiece[] {
  const pieces: WordPiece[] = [];
  /** The run's letters, each with its marks: where it starts and ends in the word. */
  let run: { at: number; end: number }[] = [];
  let other = -1;
  const endRun = () => {
    if (run.length === 1) pieces.push({ text: word.slice(run[0].at, run[0].end), start: run[0].at, end: run[0].end });
    for (let index = 0; index + 1 < run.length; index++) {
      const [first, second] = [run[index], run[index + 1]];
      pieces.push({ text: word.slice(first.at, second.end), start: first.at, end: second.end, second: second.at - first.at });
    }
    run = [];
  };
  let at = 0;
  for (const letter of word) {
    if (run.length && other === -1 && MARK.test(letter)) run[run.length - 1].end = at + letter.length;
    else if (runLetter(letter)) {
      if (other !== -1) pieces.push({ text: word.slice(other, at), start: other, end: at });
      other = -1;
      run.push({ at, end: at + letter.length });
    } else {
      endRun();
      if (other === -1) other = at;
    }
    at += letter.length;
  }
  endRun();
  if (other !== -1) pieces.push({ text: word.slice(other), start: other, end: word.length });
  return pieces;
}

/**
 * The words of `text` (`words`, as a tokenizer found them), each CJK run as its pairs (see `wordPieces`).
 * The text is tested once: a text without CJK letters (nearly every one of an English site, on the
 * index's hot path) gives its words as they are, with no test per word.
 */
export function cjkPairs(text: string, words: string[]): string[] {
  if (!hasCjk(text)) return words;
  return words.flatMap((word) => (hasCjk(word) ? wordPieces(word).map((piece) => piece.text) : [word]));
}
