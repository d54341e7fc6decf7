import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123101600 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "riverty_payment_session" ("id" text not null, "session_id" text not null, "method" text not null, "order_number" text not null, "country" text null, "currency" text null, "amount" text null, "choices" jsonb null, "masked" jsonb null, "personal_data" text null, "personal_data_at" timestamptz null, "authorize_state" text check ("authorize_state" in ('none', 'in_flight', 'unknown', 'answered')) not null default 'none', "authorize_sent_at" timestamptz null, "outcome" text null, "riverty_status" text null, "reservation_id" text null, "checkout_id" text null, "customer_number" text null, "expiration_date" text null, "redirect_url" text null, "refusal" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_payment_session_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_payment_session_deleted_at" ON "riverty_payment_session" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_riverty_payment_session_session_id" ON "riverty_payment_session" ("session_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_payment_session_personal_data_at" ON "riverty_payment_session" ("personal_data_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "riverty_payment_session" cascade;`);
  }

}
