import Foundation
import ShopMenuCLI

// `shopmenu`: everything lives in ShopMenuCLI, so that tests can run it in-process.
exit(await ShopMenuCLI.main())
