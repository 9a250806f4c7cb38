// View-harness runtime (Tools/AppleShims/README.md): XCUITest queries over the harness's tree.
import Foundation
import XCTest
@_spi(Harness) import SwiftUI
@_spi(Harness) import FoundationDarwin

// MARK: - Harness: query resolution and actions

final class _XQ {
  let text: String
  let resolve: @MainActor () -> [_AXNode]
  init(_ text: String, _ resolve: @escaping @MainActor () -> [_AXNode]) { self.text = text; self.resolve = resolve }
}
enum _XPick { case unique, first, index(Int) }

func _onMain<T>(_ body: @MainActor () -> T) -> T { MainActor.assumeIsolated { body() } }

@MainActor func _type(of n: _AXNode) -> XCUIElement.ElementType {
  switch n.role {
  case .application: return .application
  case .window: return .window
  case .other: return .other
  case .button: return .button
  case .staticText: return .staticText
  case .image: return .image
  case .navigationBar: return .navigationBar
  case .searchField: return .searchField
  case .webView: return .webView
  case .table: return .table
  case .cell: return .cell
  case .progressIndicator: return .progressIndicator
  case .toolbar: return .toolbar
  }
}

@MainActor func _descend(_ roots: [_AXNode], _ type: XCUIElement.ElementType, deep: Bool) -> [_AXNode] {
  var out: [_AXNode] = []
  func walk(_ n: _AXNode) {
    for c in n.children {
      if type == .any || _type(of: c) == type { out.append(c) }
      if deep { walk(c) }
    }
  }
  roots.forEach(walk)
  return out
}

@_spi(Harness) extension XCUIElement: _HarnessKeyValueReading {
  @_spi(Harness) public func _harnessValue(forKey key: String) -> Any? {
    switch key {
    case "exists": return exists
    case "label": return label
    case "identifier": return identifier
    default: return nil
    }
  }

  @MainActor func _resolveAll() -> [_AXNode] {
    let all = _q.resolve()
    switch _pick {
    case .unique, .first: return all.isEmpty ? [] : [all[0]]
    case .index(let i): return i < all.count ? [all[i]] : []
    }
  }

  /// The one element this resolves to; a query that must be unique and is not fails the test,
  /// as XCUITest does ("Multiple matching elements found").
  @MainActor func _node() -> _AXNode? {
    let all = _q.resolve()
    switch _pick {
    case .unique:
      if all.count > 1 { XCTFail("Multiple matching elements found for \(_q.text) (\(all.count))") }
      return all.first
    case .first: return all.first
    case .index(let i): return i < all.count ? all[i] : nil
    }
  }

  func _waitForExistence(_ timeout: TimeInterval) -> Bool {
    _FailFast.install()
    // corelibs XCTest ignores continueAfterFailure = false: after a failure, waits end at once.
    if _FailFast.failedInCurrentTest { return exists }
    let end = Date().addingTimeInterval(timeout * _FailFast.scale)
    repeat {
      if exists { return true }
      _onMain { _ = _HarnessSession.current?.snapshot(settle: 0.05) }
    } while Date() < end
    return exists
  }

  func _tap() {
    _onMain {
      _ = _HarnessSession.current?.snapshot(settle: 0.02)
      guard let n = self._node() else {
        XCTFail("No matches found for \(self._q.text)")
        return
      }
      n.tap?()
      _ = _HarnessSession.current?.snapshot(settle: 0.05)
    }
  }

  func _typeText(_ text: String) {
    _onMain {
      guard let n = self._node() else {
        XCTFail("No matches found for \(self._q.text)")
        return
      }
      guard n.hasFocus, let type = n.typeText else {
        XCTFail("Neither element nor any descendant has keyboard focus: \(self._q.text)")
        return
      }
      type(text)
      _ = _HarnessSession.current?.snapshot(settle: 0.05)
    }
  }

}

/// Fast failure: Linux's XCTest runs on after a failure even with continueAfterFailure = false.
final class _FailFast: NSObject, XCTestObservation {
  nonisolated(unsafe) static var failedInCurrentTest = false
  nonisolated(unsafe) static var installed = false
  static let scale = Double(ProcessInfo.processInfo.environment["SHIM_HARNESS_TIMEOUT_SCALE"] ?? "") ?? 1
  static func install() {
    guard !installed else { return }
    installed = true
    XCTestObservationCenter.shared.addTestObserver(_FailFast())
  }
  func testCaseWillStart(_ testCase: XCTestCase) { _FailFast.failedInCurrentTest = false }
  func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
    if !testCase.continueAfterFailure { _FailFast.failedInCurrentTest = true }
  }
}
