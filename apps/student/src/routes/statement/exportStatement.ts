import type { StatementFilters } from '@decola/api-client/react-query';
import { statementCsv } from '@decola/domain';
import type { QueryClient } from '@tanstack/react-query';
import { statementQuery } from '../../api/statement';

const FILE_NAME = 'extrato-decoins.csv';

/** Every page of the filtered statement, downloaded as one CSV file. */
export async function exportStatement(queryClient: QueryClient, request: StatementFilters) {
  const first = await queryClient.fetchQuery(statementQuery.list({ ...request, page: 1 }));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pages - 1) }, (_, index) =>
      queryClient.fetchQuery(statementQuery.list({ ...request, page: index + 2 })),
    ),
  );
  const rows = [first, ...rest].flatMap((page) => page.items);
  const file = new Blob([statementCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
