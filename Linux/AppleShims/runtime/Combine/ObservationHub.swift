// View-harness runtime (Linux/AppleShims/README.md): the change notifications SwiftUI watches.
import Foundation

@_spi(Harness) public enum _CombineHarness {
  /// Called before any ObservableObject changes (the SwiftUI harness re-evaluates its tree).
  nonisolated(unsafe) public static var willChange: (() -> Void)?
  nonisolated(unsafe) static var publishers: [ObjectIdentifier: ObservableObjectPublisher] = [:]
  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    if let p = publishers[ObjectIdentifier(object)] { return p }
    let p = ObservableObjectPublisher()
    publishers[ObjectIdentifier(object)] = p
    return p
  }
}
