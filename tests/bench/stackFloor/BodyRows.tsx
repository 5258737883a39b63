import type { ComponentType, ReactNode } from 'react';
import { HEADINGS, cellTexts, contractText, type QueueRow } from './rows';

/** A contract's link: the browser's own, or a stack's (MUI's Link). */
export type ContractLink = ComponentType<{ href: string; children: ReactNode }>;
const PlainLink: ContractLink = ({ href, children }) => <a href={href}>{children}</a>;

/** The rows every floor draws: the contract as a link, then the nine texts. */
export function BodyRows({ rows, Link = PlainLink }: { rows: readonly QueueRow[]; Link?: ContractLink }) {
  return rows.map((row) => (
    <tr key={row.contractId}>
      <td>
        <Link href={`/contract/${row.contractId}`}>{contractText(row.contractId)}</Link>
      </td>
      {cellTexts(row).map(([text, right], i) => (
        <td key={i} className={right ? 'r' : undefined}>
          {text}
        </td>
      ))}
    </tr>
  ));
}

/** The plain table of the floors without MUI: its headings, then the rows. */
export function PlainTable({ rows }: { rows: readonly QueueRow[] }) {
  return (
    <table>
      <thead>
        <tr>{HEADINGS.map((heading) => <th key={heading}>{heading}</th>)}</tr>
      </thead>
      <tbody>
        <BodyRows rows={rows} />
      </tbody>
    </table>
  );
}
