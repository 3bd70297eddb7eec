// /admin (docs/product.md#admin-dashboard): the studio at a glance. Four totals, quick actions and the recent activity;
// when either call fails, zeros and an empty list with 'Failed to load dashboard data' and Try Again
// (docs/product.md#errors). Below, the insights, loaded and failing on their own.
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { useAdminActivity } from '../../api/admin/get-admin-activity.ts';
import { useAdminStats } from '../../api/admin/get-admin-stats.ts';
import { AdminPageHeader } from '../../components/admin/admin-page/admin-page.tsx';
import { ActivityList } from '../../components/admin/dashboard/activity-list.tsx';
import { InsightsSection } from '../../components/admin/dashboard/insights-section.tsx';
import { QuickActions } from '../../components/admin/dashboard/quick-actions.tsx';
import { StatCards, ZERO_STATS } from '../../components/admin/dashboard/stat-cards.tsx';
import { adminDashboardContent as content } from '../../content/admin-dashboard.ts';
import { adminShellContent } from '../../content/admin-shell.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function AdminDashboardPage() {
  useDocumentTitle(adminShellContent.documentTitle(content.documentTitle));
  const stats = useAdminStats();
  const activity = useAdminActivity();
  const failed = stats.isError || activity.isError;
  const isLoading = stats.isPending || activity.isPending;

  const retry = () => {
    if (stats.isError) void stats.refetch();
    if (activity.isError) void activity.refetch();
  };

  return (
    <div className="admin-screen admin-dashboard">
      <AdminPageHeader title={content.title} intro={content.intro} />
      <p className="visually-hidden" role="status">
        {isLoading && !failed ? content.loading : ''}
      </p>
      {failed && (
        <div className="spread-row dash-alert" role="alert">
          <p className="dash-alert__text">{adminScreenMessages.dashboardLoadFailed}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={stats.isFetching || activity.isFetching}
            onClick={retry}
          >
            {screenTexts.common.tryAgain}
          </button>
        </div>
      )}
      <StatCards stats={stats.data ?? (stats.isError ? ZERO_STATS : undefined)} />
      <QuickActions />
      <ActivityList activities={activity.data ?? (activity.isError ? [] : undefined)} />
      <InsightsSection />
    </div>
  );
}
