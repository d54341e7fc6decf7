import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127170000_notification_claims extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "riverty_notification" drop constraint if exists "riverty_notification_status_check";`);
    this.addSql(`alter table if exists "riverty_notification" add constraint "riverty_notification_status_check" check ("status" in ('received', 'processing', 'processed', 'failed', 'dead', 'rejected', 'skipped', 'contradicted'));`);
    this.addSql(`alter table if exists "riverty_notification" add column if not exists "conflicts" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "riverty_notification" drop column if exists "conflicts";`);
    this.addSql(`update "riverty_notification" set "status" = 'processed' where "status" = 'contradicted';`);
    this.addSql(`alter table if exists "riverty_notification" drop constraint if exists "riverty_notification_status_check";`);
    this.addSql(`alter table if exists "riverty_notification" add constraint "riverty_notification_status_check" check ("status" in ('received', 'processing', 'processed', 'failed', 'dead', 'rejected', 'skipped'));`);
  }

}
