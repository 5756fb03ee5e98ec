/** Approval processes: definitions per tenant, running instances, the open task of a step, and the history of every action. */
import type { WfAction, WfStatus, WfStepDef } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** A process a tenant runs (spec: getProcessDefinitions): its ordered approval steps. */
export const wfDefinition = pgTable(
  'wf_definition',
  {
    id: id(),
    tenantId: tenantId(),
    key: varchar('key', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    /** The business type its instances belong to (snUserChange, snEngineerChange, general). */
    businessType: varchar('business_type', { length: 64 }).notNull(),
    manualStart: boolean('manual_start').notNull().default(false),
    steps: jsonb('steps').$type<WfStepDef[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('wf_definition_key_uq').on(t.tenantId, t.key), tenantPolicy('wf_definition')],
).enableRLS();

/** One run of a definition for one business document. */
export const wfInstance = pgTable(
  'wf_instance',
  {
    id: id(),
    tenantId: tenantId(),
    definitionId: bigint('definition_id', { mode: 'number' }).notNull(),
    definitionKey: varchar('definition_key', { length: 64 }).notNull(),
    definitionName: varchar('definition_name', { length: 128 }).notNull(),
    businessType: varchar('business_type', { length: 64 }).notNull(),
    businessId: bigint('business_id', { mode: 'number' }),
    title: varchar('title', { length: 200 }).notNull(),
    remark: text('remark').notNull().default(''),
    initiatorId: bigint('initiator_id', { mode: 'number' }).notNull(),
    /** The organisation the steps' levels are resolved from. */
    deptId: bigint('dept_id', { mode: 'number' }),
    status: varchar('status', { length: 16 }).$type<WfStatus>().notNull().default('running'),
    currentStep: integer('current_step').notNull(),
    /** The definition's steps when the instance started: a later change of the definition leaves it alone. */
    steps: jsonb('steps').$type<WfStepDef[]>().notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One process under way per business document.
    uniqueIndex('wf_instance_running_uq').on(t.tenantId, t.businessType, t.businessId).where(sql`status = 'running' and business_id is not null`),
    index('wf_instance_initiator_idx').on(t.tenantId, t.initiatorId),
    tenantPolicy('wf_instance'),
  ],
).enableRLS();

/** The open (or handled) task of one step of an instance, with the users who may act on it. */
export const wfTask = pgTable(
  'wf_task',
  {
    id: id(),
    tenantId: tenantId(),
    instanceId: bigint('instance_id', { mode: 'number' }).notNull(),
    step: integer('step').notNull(),
    candidateIds: bigint('candidate_ids', { mode: 'number' }).array().notNull(),
    /** 'pending' until one candidate acts ('done') or the instance ends otherwise ('closed'). */
    status: varchar('status', { length: 16 }).$type<'pending' | 'done' | 'closed'>().notNull().default('pending'),
    handledBy: bigint('handled_by', { mode: 'number' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('wf_task_instance_idx').on(t.tenantId, t.instanceId),
    index('wf_task_candidates_idx').using('gin', t.candidateIds),
    tenantPolicy('wf_task'),
  ],
).enableRLS();

/** Every action on an instance: who, when, at which step, what, why. */
export const wfHistory = pgTable(
  'wf_history',
  {
    id: id(),
    tenantId: tenantId(),
    instanceId: bigint('instance_id', { mode: 'number' }).notNull(),
    step: integer('step').notNull(),
    action: varchar('action', { length: 16 }).$type<WfAction>().notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    toStep: integer('to_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wf_history_instance_idx').on(t.tenantId, t.instanceId), index('wf_history_user_idx').on(t.tenantId, t.userId), tenantPolicy('wf_history')],
).enableRLS();
