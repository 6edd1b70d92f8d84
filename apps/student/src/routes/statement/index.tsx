import { errorMessage } from '@decola/api-client';
import { toggleSortInQuery } from '@decola/domain';
import { StatementPage } from '@decola/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { statementQuery } from '../../api/statement';
import { AreaBoundary } from '../../common/AreaBoundary';
import { useLastPage } from '../../common/useRedirect';
import { useListQuery } from '../../common/useListQuery';
import { exportStatement } from './exportStatement';
import { statementFiltersOf, statementRequest } from './useStatementQuery';
import { asyncStateOf } from '../../api/asyncState';

const STATEMENT_ERROR = 'Não foi possível mostrar o extrato.';

function StatementArea() {
  const { query, update, pagePath } = useListQuery();
  const queryClient = useQueryClient();
  const request = statementRequest(query);
  const list = useQuery(statementQuery.list(request));
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const page = query.page ?? 1;
  useLastPage(page, list.data?.pages, pagePath);

  async function download() {
    setExporting(true);
    setExportError(null);
    try {
      await exportStatement(queryClient, request);
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <StatementPage
      wallet={list.data?.wallet.decoinsInWallet}
      entries={list.data?.items ?? []}
      page={page}
      pages={list.data?.pages ?? 0}
      onPageChange={(next) => update((current) => ({ ...current, page: next }))}
      {...asyncStateOf(list)}
      orderBy={query.orderBy}
      order={query.order}
      // A new order starts from its first page.
      onSort={(column) => update((current) => ({ ...toggleSortInQuery(current, column), page: 1 }))}
      filters={statementFiltersOf(query)}
      onFiltersChange={(filters) => update((current) => ({ ...current, ...filters, page: 1 }))}
      onExport={() => void download()}
      exporting={exporting}
      exportError={exportError}
    />
  );
}

/** `profile/statement`: the balance and the decoins moved. */
export function Component() {
  return (
    <AreaBoundary text={STATEMENT_ERROR}>
      <StatementArea />
    </AreaBoundary>
  );
}
