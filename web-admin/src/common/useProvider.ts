import { useDataProvider } from "react-admin"
import type { VitrineDataProvider } from "../dataProvider.ts"

/** The dataProvider with the command methods typed (react-admin demo: custom methods + useMutation). */
export const useVitrineProvider = () => useDataProvider<VitrineDataProvider>()
