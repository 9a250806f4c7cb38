// Must fail: #selector names a method that is not exposed to Objective-C.
import UIKit

final class CanaryFails: NSObject {
  func pulledToRefresh() {}
  func attach(_ control: UIRefreshControl) {
    control.addTarget(self, action: #selector(pulledToRefresh), for: .valueChanged)
  }
}
