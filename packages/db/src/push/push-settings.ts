import { eq } from 'drizzle-orm';
import type { Database } from '../connect';
import { memberEntityPushSettings, memberPushSettings } from '../schema';

/** Push notifications are on until the member turns them off. */
export async function getPushNotificationsOn(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db
    .select()
    .from(memberPushSettings)
    .where(eq(memberPushSettings.memberId, memberId));
  return row?.notificationsOn ?? true;
}

export async function setPushNotificationsOn(db: Database, memberId: number, on: boolean) {
  await db
    .insert(memberPushSettings)
    .values({ memberId, notificationsOn: on })
    .onConflictDoUpdate({ target: memberPushSettings.memberId, set: { notificationsOn: on } });
}

export async function setEntityPushSetting(
  db: Database,
  input: { memberId: number; entityType: string; entityId: string; isOn: boolean },
) {
  await db
    .insert(memberEntityPushSettings)
    .values(input)
    .onConflictDoUpdate({
      target: [
        memberEntityPushSettings.memberId,
        memberEntityPushSettings.entityType,
        memberEntityPushSettings.entityId,
      ],
      set: { isOn: input.isOn },
    });
}

export async function listEntityPushSettings(db: Database, memberId: number) {
  return db
    .select({
      uEntityType: memberEntityPushSettings.entityType,
      uEntityId: memberEntityPushSettings.entityId,
      isOn: memberEntityPushSettings.isOn,
    })
    .from(memberEntityPushSettings)
    .where(eq(memberEntityPushSettings.memberId, memberId));
}
