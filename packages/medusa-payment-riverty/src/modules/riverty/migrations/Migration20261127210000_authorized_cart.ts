import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127210000_authorized_cart extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "riverty_payment_session" add column if not exists "authorized_cart" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "riverty_payment_session" drop column if exists "authorized_cart";`);
  }

}
