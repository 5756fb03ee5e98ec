import { describe, expect, it } from 'vitest';
import { customerScreen } from './customer-api.ts';

describe('customer profile grids', () => {
  it('lists one name column in the profile grids, the surname a choice in the column settings', () => {
    expect(customerScreen.columns).toContain('userFirstName');
    expect(customerScreen.columns).not.toContain('userLastName');
  });
});
