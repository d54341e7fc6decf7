import { Migration } from "@medusajs/framework/mikro-orm/migrations";

// The order-edits follow-up kind: the check constraint Medusa made from the enum gains "update_order".
export class Migration20261123180000_order_edits extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "riverty_follow_up" drop constraint if exists "riverty_follow_up_kind_check";`);
    this.addSql(`alter table if exists "riverty_follow_up" add constraint "riverty_follow_up_kind_check" check ("kind" in ('capture_shipment', 'void_remainder', 'return_notification', 'update_order'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "riverty_follow_up" drop constraint if exists "riverty_follow_up_kind_check";`);
    this.addSql(`alter table if exists "riverty_follow_up" add constraint "riverty_follow_up_kind_check" check ("kind" in ('capture_shipment', 'void_remainder', 'return_notification'));`);
  }

}
