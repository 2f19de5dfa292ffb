import type { CommonCode } from "@contracts/common";
import type { SettingsMeta } from "@contracts/settings";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { commonCodes, settingsMeta } from "./tables";

export async function listCommonCodes(db: Db, type: string): Promise<CommonCode[]> {
  return db
    .select({
      id: commonCodes.id,
      type: commonCodes.type,
      code: commonCodes.code,
      name_en: commonCodes.nameEn,
      name_ko: commonCodes.nameKo,
      sort_order: commonCodes.sortOrder,
    })
    .from(commonCodes)
    .where(eq(commonCodes.type, type))
    .orderBy(asc(commonCodes.sortOrder), asc(commonCodes.id));
}

export async function getSettingsMeta(db: Db, key: string): Promise<SettingsMeta | undefined> {
  const [row] = await db
    .select({ key: settingsMeta.key, meta: settingsMeta.meta })
    .from(settingsMeta)
    .where(eq(settingsMeta.key, key));
  return row;
}
