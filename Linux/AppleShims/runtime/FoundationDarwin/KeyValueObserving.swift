// View-harness runtime (Linux/AppleShims/README.md): key-value observation for the harness's objects.
import Foundation

@_spi(Harness) public enum _KVO {
  struct Observer {
    let keyPath: AnyKeyPath
    weak var token: NSKeyValueObservation?
    let notify: (AnyObject) -> Void
  }
  nonisolated(unsafe) static var observers: [ObjectIdentifier: [Observer]] = [:]
  /// What a KVO-compliant property setter of a harness object calls.
  public static func didChange(_ object: AnyObject, _ keyPath: AnyKeyPath) {
    for o in observers[ObjectIdentifier(object)] ?? [] where o.keyPath == keyPath {
      if let t = o.token, t._valid { o.notify(object) }
    }
  }
}
@_spi(Harness) public protocol _HarnessKeyValueReading {
  func _harnessValue(forKey key: String) -> Any?
}
