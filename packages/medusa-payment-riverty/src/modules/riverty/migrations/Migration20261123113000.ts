import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123113000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "riverty_payment_session" add column if not exists "session_deleted_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "riverty_payment_session" drop column if exists "session_deleted_at";`);
  }

}
