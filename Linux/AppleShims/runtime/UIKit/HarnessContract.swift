// View-harness runtime (Linux/AppleShims/README.md): the rules a run must keep.
import Foundation

/// Breaches of the frameworks' rules that iOS reports only as a console warning or an exception
/// at run time. The harness collects them and the XCUITest runtime fails the running test with
/// each one, so a breach is never silent.
@_spi(Harness) public enum _HarnessContract {
  nonisolated(unsafe) static var pending: [String] = []

  /// Records a breach; `rule` names it, `source` is where Apple documents the behaviour.
  public static func breach(_ rule: String, _ detail: String) {
    pending.append("\(rule): \(detail)")
  }

  /// The breaches recorded since the last call.
  public static func take() -> [String] {
    defer { pending = [] }
    return pending
  }

  /// Stops the run: the app used an API whose behaviour the harness does not model.
  public static func notModelled(_ api: String) -> Never {
    fatalError("not modelled: \(api) (add its behaviour to Linux/AppleShims/runtime, with its source)")
  }
}

/// Runs `body` on the main actor the caller is already on (WebKit's callbacks, XCTest's test
/// methods and SwiftUI's updates all run there). The harness is built only by this machine's
/// Swift toolchain, never by Xcode; the `#available` keeps the one use of `assumeIsolated`
/// inside the availability it has on iOS under Swift 5.9.
@_spi(Harness) public func _onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows
  -> T
{
  if #available(iOS 17, macOS 14, *) { return try MainActor.assumeIsolated(body) }
  preconditionFailure("the view harness runs only where the main actor can be assumed")
}
