import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/core';
import type { FormValueData, ProjectData, ProjectState } from '@lsp/contracts';
import { authUserFromClaims, type AuthUser } from '../auth/auth-user.js';
import { DemoAccounts } from '../auth/embedded-idp/demo-accounts.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Project } from './project.entity.js';
import { SaveProject } from './saving/save-project.js';

interface DemoProject {
  /** The demo user who creates the project (identities.json). */
  owner: string;
  /** The states it then moves through, each by whoever may make that move. */
  states: ProjectState[];
  offerNumber?: string;
  orderNumber?: string;
  formValues: FormValueData[];
}

/** Moves the project's owner makes; the provider's staff make every other one (docs/design.md#project-states). */
const OWNER_STATES: readonly ProjectState[] = ['DRAFT', 'SUBMITTED'];

/**
 * Fills an empty planner with the demo projects of seed/demo-projects.json, so `npm start` shows
 * a project list, a dashboard and every state. They are saved through the project service as the
 * demo users, with the current rules and prices, exactly as if those users had clicked through.
 * Runs only with the embedded identity provider (its users are the demo users), only when the
 * project table is empty (a deleted demo project stays deleted), and not when DEMO_PROJECTS=false.
 */
@Injectable()
export class DemoProjects {
  private readonly logger = new Logger(DemoProjects.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orm: MikroORM,
    private readonly saving: SaveProject,
  ) {}

  /** Answers how many demo projects it saved. */
  async seedOnce(): Promise<number> {
    if (!this.config.demoProjects || !this.config.oidc.embedded) return 0;
    return RequestContext.create(this.orm.em, async () => {
      const em = this.orm.em.getContext() as EntityManager;
      if ((await em.count(Project, {})) > 0) return 0;
      const accounts = new DemoAccounts(this.config.seedDir);
      const userOf = (username: string): AuthUser => {
        const account = accounts.find(username);
        if (!account) throw new Error(`seed/demo-projects.json names an unknown demo user ${username}`);
        return authUserFromClaims({ sub: account.username, ...DemoAccounts.claimsOf(account) });
      };
      const admin = userOf('admin');
      const demos = (JSON.parse(readFileSync(path.join(this.config.seedDir, 'demo-projects.json'), 'utf8')) as { projects: DemoProject[] })
        .projects;
      for (const demo of demos) {
        const owner = userOf(demo.owner);
        let { project } = await this.saving.save(owner, { state: 'NEW', products: [], formValues: demo.formValues }, { sendMail: false });
        for (const state of demo.states) project = await this.move(project, state, OWNER_STATES.includes(state) ? owner : admin, demo);
      }
      this.logger.log(`Saved ${demos.length} demo projects (DEMO_PROJECTS=false turns this off)`);
      return demos.length;
    });
  }

  private async move(project: ProjectData, state: ProjectState, actor: AuthUser, demo: DemoProject): Promise<ProjectData> {
    const { project: moved } = await this.saving.save(
      actor,
      {
        id: project.id,
        version: project.version,
        state,
        products: project.products,
        formValues: project.formValues,
        offerNumber: state === 'OFFER_CREATED' ? (demo.offerNumber ?? null) : project.offerNumber,
        orderNumber: state === 'ORDER_RECEIVED' ? (demo.orderNumber ?? null) : project.orderNumber,
      },
      { sendMail: false },
    );
    return moved;
  }
}
