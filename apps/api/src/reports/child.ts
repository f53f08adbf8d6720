/**
 * Entry of the report child process: renders PDF reports off the API's event loop (pdfkit lays
 * out and compresses synchronously). One request at a time, as the parent sends them.
 */
import type { TResults } from '@contrato-claro/shared';
import { primeReportPdf, renderReportPdf } from './pdf';
import type { ReportReply, ReportRequest } from './renderer';

const send = (message: ReportReply) => process.send!(message);

process.on('message', (message: ReportRequest) => {
  renderReportPdf(message.results as TResults).then(
    (pdf) => send({ id: message.id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length) }),
    () => send({ id: message.id, pdf: null }),
  );
});
// The parent is gone: nothing left to work for.
process.on('disconnect', () => process.exit(0));
await primeReportPdf();
send({ id: 0, pdf: null });
