/**
 * The changelog page (changelog/render-changelog.ts): the versions compared, the counts, the
 * versions to compare with, then the changes by endpoint, model and page. A breaking change is
 * the one thing a reader scans for, so it alone is in the danger colour.
 */
export const CHANGELOG_STYLE = `
.hr-changelog-range { margin: 0 0 16px; color: var(--hr-text-2); font-size: 15px; }
.hr-version {
  display: inline-block; padding: 1px 8px; border-radius: var(--hr-radius);
  background: var(--hr-bg-3); color: var(--hr-text); font-weight: 600;
}
.hr-changelog-summary { display: flex; gap: 12px; margin: 0 0 16px; }
.hr-changelog-count {
  min-width: 140px; padding: 10px 14px; border: 1px solid var(--hr-border);
  border-radius: var(--hr-radius); background: var(--hr-bg-2);
}
.hr-changelog-count dt { color: var(--hr-text-2); font-size: 13px; }
.hr-changelog-count dd { margin: 2px 0 0; font-size: 22px; font-weight: 600; }
.hr-changelog-count-breaking { border-color: #ffccc7; background: #fff1f0; }
.hr-changelog-count-breaking dd { color: var(--hr-danger); }
.hr-changelog-compare { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 24px; }
.hr-changelog-compare-label { color: var(--hr-text-3); font-size: 13px; }
.hr-changelog-compare ul { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.hr-changelog-compare li + li { margin-top: 0; }
.hr-changelog-compare a {
  display: inline-block; padding: 2px 10px; border: 1px solid var(--hr-border);
  border-radius: var(--hr-radius); color: var(--hr-text-2); text-decoration: none;
}
.hr-changelog-compare a:hover { border-color: var(--hr-accent); color: var(--hr-accent); }
.hr-changelog-compare a.hr-current { border-color: var(--hr-accent); background: var(--hr-accent-soft); color: var(--hr-accent-strong); }
.hr-changelog-empty { color: var(--hr-text-2); }
.hr-changelog-group { margin: 0 0 20px; border: 1px solid var(--hr-border); border-radius: var(--hr-radius); }
.hr-changelog-group-breaking { border-left: 3px solid var(--hr-danger); }
.hr-content h2.hr-changelog-subject {
  display: flex; align-items: center; gap: 8px; margin: 0; padding: 10px 14px;
  border-bottom: 1px solid var(--hr-border-soft); background: var(--hr-bg-2); font-size: 14px;
}
.hr-changelog-kind { color: var(--hr-text-3); font-weight: 400; }
.hr-content ul.hr-changelog-list { margin: 0; padding: 6px 14px 10px; list-style: none; }
.hr-change { display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px; padding: 4px 0; }
.hr-badge-breaking {
  padding: 0 6px; border-radius: var(--hr-radius); background: #fff1f0;
  color: var(--hr-danger); font-size: 12px; font-weight: 600; line-height: 20px;
}
.hr-change-breaking .hr-change-text { color: var(--hr-text); font-weight: 500; }
.hr-change-text { color: var(--hr-text-2); }
.hr-change-location { font-family: var(--hr-mono); font-size: 12.5px; }
.hr-change-values { font-family: var(--hr-mono); font-size: 12.5px; color: var(--hr-text-2); }
.hr-change-values del { color: var(--hr-danger); }
.hr-change-values ins { color: var(--hr-success); text-decoration: none; }
`;
