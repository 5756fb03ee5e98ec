/**
 * Whose turn it is, over HTTP: the detail says which step the order waits for and from whom, and an engineer,
 * who dispatches nothing (spec section 6: outlets assign engineers), is neither offered nor allowed to assign.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';
import { orderFixtures, type Payload } from './order-fixtures.ts';

describe('the next step of an order', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const centre = await t.login('centre_north');
  const chaoyang = await t.login('outlet_chaoyang');
  const wang = await t.login('engineer_wang');
  const { dept, site, engineer, orderInput, post } = orderFixtures(t);
  const act = async (path: string, payload: Payload, headers: Record<string, string>) => {
    const res = await post(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const detail = async (id: number, headers = admin) => (await post('soOrder/getDetail', { id }, headers)).json().objx;
  /** A new order taken by the Chaoyang outlet and given to 王建国. */
  const atEngineer = async () => {
    const { id } = await act('soOrder/add', await orderInput(), admin);
    await act('soOrderDispatch/assignOrg', { id, centreId: await dept('SC-N') }, admin);
    await act('soOrderDispatch/assignSite', { id, siteId: await site('ASC-BJ-CY') }, centre);
    await act('siteOrderDeal/accept', { id }, chaoyang);
    await act('siteOrderDeal/assign', { id, engineerId: await engineer('E1001') }, chaoyang);
    return id as number;
  };

  it('says who must act as the order goes down the network', async () => {
    const { id } = await act('soOrder/add', await orderInput(), admin);
    expect((await detail(id)).next).toEqual({ party: 'hq', action: 'assignOrg' });
    await act('soOrderDispatch/assignOrg', { id, centreId: await dept('SC-N') }, admin);
    // Still 1010 (新建), but now the centre's turn.
    const atCentre = await detail(id, centre);
    expect(atCentre.order).toMatchObject({ status: 1010, holder: 'centre' });
    expect(atCentre.next).toEqual({ party: 'centre', action: 'assignSite' });
    await act('soOrderDispatch/assignSite', { id, siteId: await site('ASC-BJ-CY') }, centre);
    const atOutlet = await detail(id, chaoyang);
    expect(atOutlet.next).toEqual({ party: 'outlet', action: 'accept' });
    expect(atOutlet.actions).toContain('accept');
  });

  it('offers an engineer his own steps but no dispatch, refuses it, and lets him hand the order back', async () => {
    const id = await atEngineer();
    const mine = await detail(id, wang);
    expect(mine.next).toEqual({ party: 'engineer', action: 'book' });
    expect(mine.actions).toEqual(expect.arrayContaining(['book', 'backOrder']));
    expect(mine.actions).not.toContain('assign');
    const refused = await post('siteOrderDeal/assign', { id, engineerId: await engineer('E1001') }, wang);
    expect(refused.statusCode).toBe(403);
    expect((await post('siteOrderDeal/reAssign', { id, engineerId: await engineer('E1001') }, wang)).statusCode).toBe(403);
    // The outlet still assigns; the engineer hands back to it.
    expect((await detail(id, chaoyang)).actions).toContain('assign');
    expect(await act('siteOrderDeal/backOrder', { id, reason: '不在服务范围' }, wang)).toMatchObject({ status: 1030, holder: 'outlet' });
  });

  it('during the audits waits for the auditors while the order stays assigned to its engineer', async () => {
    const id = await atEngineer();
    await act('siteOrderDeal/simpleFinishOrder', { id, resultRemark: '电话指导后恢复' }, wang);
    const audited = await detail(id, chaoyang);
    expect(audited.order).toMatchObject({ status: 1110, holder: 'engineer', audit: 'network' });
    expect(audited.next).toEqual({ party: 'outlet', action: 'networkConfirm' });
    await act('soOrderHandle/networkConfirm', { id }, chaoyang);
    expect((await detail(id)).next).toEqual({ party: 'centre', action: 'centreAudit' });
  });
});
