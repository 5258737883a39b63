import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';
import { featureRoutes } from './featureRoutes';

type Props = { name?: string; path?: string; index?: boolean; children?: ReactNode; list?: unknown };
const elements = (node: ReactNode): ReactElement<Props>[] => Children.toArray(node).filter((child): child is ReactElement<Props> => isValidElement(child));

describe('the routes derived from the features', () => {
  const [pages, ...resources] = featureRoutes as ReactElement<Props>[];

  it("gives every custom page its path, home's alias included (home itself is the dashboard)", () => {
    const paths = elements(pages.props.children).map((route) => route.props.path);
    expect(paths).toEqual(expect.arrayContaining(['/home', '/settings', '/analytics', '/search', '/404', '/contract/:contractId?', '/user/:userId?', '/offer', '/offer/:offerId']));
    expect(paths).not.toContain('/');
  });

  it('registers every resource, and sends the index of one without a list to /404', () => {
    expect(resources.map((resource) => resource.props.name).sort()).toEqual(FEATURES.flatMap((feature) => feature.resources ?? []).map(({ name }) => name).sort());
    const payouts = resources.find((resource) => resource.props.name === 'payouts')!;
    expect(payouts.props.list).toBeUndefined();
    expect(elements(payouts.props.children).map((route) => route.props.index ?? route.props.path)).toEqual([true, ':unknown/*']);
    const events = resources.find((resource) => resource.props.name === 'events')!;
    expect(elements(events.props.children).map((route) => route.props.path)).toEqual([':unknown/*']);
  });
});
