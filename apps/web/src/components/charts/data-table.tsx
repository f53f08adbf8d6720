import type { ReactNode } from 'react';
import { backOfficeMessages } from '../../messages/back-office-pt-BR';

interface DataTableProps {
  caption: string;
  columns: string[];
  /** Each row: its header cell (first column) and the other cells. */
  rows: { key: string; header: ReactNode; cells: ReactNode[] }[];
}

/**
 * The numbers behind a chart: a plain table, scrolled sideways on a narrow screen. The scrolling
 * region is named apart from the section holding it ("Tabela: …"), so no two landmarks share a
 * name.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <div
      className="overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={backOfficeMessages.tableRegion(caption)}
    >
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-700">
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`px-2 py-1 font-semibold ${index > 0 ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100">
              <th scope="row" className="px-2 py-1 text-left font-normal text-slate-800">
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className="px-2 py-1 text-right tabular-nums text-slate-900">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
