/**
 * A strict RFC 4180 reader for the tests, to prove that the inbox's export reads back cell
 * for cell: every row ends in CRLF, and a bare quote or line break outside quotes is an error.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error("unterminated quoted cell");
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else {
          cell += text[i++];
        }
      }
    }
    if (text.startsWith("\r\n", i)) {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 2;
    } else if (text[i] === ",") {
      row.push(cell);
      cell = "";
      i++;
    } else if (i < text.length) {
      if (text[i] === '"' || text[i] === "\r" || text[i] === "\n")
        throw new Error(`bare ${JSON.stringify(text[i])} at ${i}`);
      cell += text[i++];
    }
  }
  if (cell !== "" || row.length) throw new Error("the last row has no CRLF");
  return rows;
}
