// PROTOTYPE (feasibility study): the run-mode runtime behind the SwiftUI shim's declarations.
// Evaluates a view tree from the root, keeps @State/@StateObject/task/onChange storage by tree
// position, models NavigationView pushes, full-screen covers and the search field, and produces
// an accessibility tree that the XCUITest shim queries.

import Foundation
@_spi(Harness) import UIKit
@_spi(Harness) import Combine

/// Collects the elements a subtree produces.
final class _Sink { var nodes: [_AXNode] = [] }

// MARK: - Navigation screens

final class _LinkRegistration {
  let path: String
  let isActive: () -> Bool
  let setActive: (Bool) -> Void
  let destination: (_Ctx) -> Void
  init(path: String, isActive: @escaping () -> Bool, setActive: @escaping (Bool) -> Void,
       destination: @escaping (_Ctx) -> Void) {
    self.path = path; self.isActive = isActive; self.setActive = setActive
    self.destination = destination
  }
}

/// One level of a NavigationView: its content and what it puts in the navigation bar.
final class _Screen {
  var title: String?
  var leading: [_AXNode] = []
  var trailing: [_AXNode] = []
  var bottom: [_AXNode] = []
  var searchField: _AXNode?
  var links: [_LinkRegistration] = []
  var regs: _RegCollector?
  let sink = _Sink()
}

// MARK: - Rendering context

struct _Ctx {
  let graph: _Graph
  var path: String
  var env: EnvironmentValues
  var screen: _Screen?
  var sink: _Sink
  var isEnabled = true
  /// False under a presented full-screen cover: tasks there are cancelled, as on iOS.
  var isVisible = true
  var regs: _RegCollector
  func child(_ s: String) -> _Ctx { var c = self; c.path += "/" + s; return c }
  func into(_ sink: _Sink) -> _Ctx { var c = self; c.sink = sink; return c }
  func emit(_ n: _AXNode) { sink.nodes.append(n) }
}

protocol _PrimitiveView { @MainActor func _render(_ ctx: _Ctx) }
protocol _HarnessDynamicProperty { @MainActor func _bind(_ ctx: _Ctx, key: String) }

@MainActor func _renderView<V: View>(_ view: V, _ ctx: _Ctx) {
  if let r = view as? any UIViewRepresentable {
    _renderRepresentable(r, ctx)
    return
  }
  if let p = view as? any _PrimitiveView {
    p._render(ctx)
    return
  }
  ctx.graph.seen.insert(ctx.path)
  for (i, child) in Mirror(reflecting: view).children.enumerated() {
    if let p = child.value as? any _HarnessDynamicProperty {
      p._bind(ctx, key: ctx.path + "#" + (child.label ?? "\(i)"))
    }
  }
  _renderView(view.body, ctx.child(String(describing: V.self).prefix(40).description))
}

@MainActor func _renderAny(_ view: Any, _ ctx: _Ctx) {
  guard let v = view as? any View else { return }
  _renderView(v, ctx)
}

// MARK: - The graph: storage by position, one render pass at a time

@MainActor final class _Graph {
  var storage: [String: Any] = [:]
  var seen: Set<String> = []
  var tasks: [String: Task<Void, Never>] = [:]
  var afterPass: [() -> Void] = []
  var representables: [String: _RepresentableHost] = [:]
  var layers: [_Sink] = []
  var isRendering = false
  var dirty = true
  var viewUpdateViolations: [String] = []
  var openedURLs: [URL] = []
  var focusedPath: String?
  var running: [String: (task: Task<Void, Never>, id: Any?)] = [:]
  var appeared: [String: () -> Void] = [:]
  var log: [String] = []
  let root: (_Ctx) -> Void

  init(root: @escaping (_Ctx) -> Void) { self.root = root }

  func invalidate() {
    if isRendering {
      viewUpdateViolations.append("state changed during a view update")
    }
    dirty = true
  }

  /// Starts the tasks and onAppear actions of what is on screen now, cancels those of what left.
  func settleAppearances(_ regs: [_AppearReg]) {
    var visibleTasks: Set<String> = []
    var visibleAppear: Set<String> = []
    for r in regs where r.visible {
      switch r.kind {
      case .task(let id, let equals, let action):
        visibleTasks.insert(r.path)
        if let running = running[r.path] {
          let same: Bool
          if let a = running.id, let b = id { same = equals(a, b) } else { same = true }
          if same { continue }
          running.task.cancel()
        }
        running[r.path] = (Task { @MainActor in await action() }, id)
      case .appear(let a):
        visibleAppear.insert(r.path)
        if appeared[r.path] == nil {
          appeared[r.path] = {}
          afterPass.append(a)
        }
      case .disappear(let a):
        visibleAppear.insert(r.path + "#dis")
        appeared[r.path + "#dis"] = a
      }
    }
    for (path, t) in running where !visibleTasks.contains(path) {
      t.task.cancel()
      running[path] = nil
    }
    for (path, a) in appeared where !visibleAppear.contains(path) {
      appeared[path] = nil
      if path.hasSuffix("#dis") { afterPass.append(a) }
    }
  }

  /// One pass from the root; returns the visible accessibility tree.
  func render() -> _AXNode {
    var passes = 0
    var tree = _AXNode(.application)
    repeat {
      passes += 1
      dirty = false
      seen = []
      layers = [_Sink()]
      isRendering = true
      var env = EnvironmentValues()
      env._openURL = OpenURLAction(handler: { [weak self] url in
        self?.openedURLs.append(url)
        return .handled
      })
      let regs = _RegCollector()
      let ctx = _Ctx(graph: self, path: "", env: env, screen: nil, sink: layers[0], regs: regs)
      root(ctx)
      isRendering = false
      settleAppearances(regs.all)
      // Whatever was not rendered this pass has disappeared.
      for (key, task) in tasks where !seen.contains(key) { task.cancel(); tasks[key] = nil }
      for (key, host) in representables where !seen.contains(key) {
        host.dismantle()
        representables[key] = nil
      }
      let actions = afterPass
      afterPass = []
      for a in actions { a() }
      let window = _AXNode(.window)
      window.children = layers.last!.nodes
      tree = _AXNode(.application)
      tree.children = [window]
    } while dirty && passes < 20
    return tree
  }
}

// MARK: - The session the XCUITest shim drives

@_spi(Harness) public enum _HarnessApp {
  /// Set by `App.main()`: makes the app's `App` value.
  nonisolated(unsafe) public static var factory: (@MainActor () -> Any)?
  nonisolated(unsafe) static var strings: [String: String]?
}

@_spi(Harness) @MainActor public final class _HarnessSession {
  public static var current: _HarnessSession?
  static var setKeys: [String] = []

  /// XCUIApplication.launch(): a fresh app (its `App` value, its model), with the launch
  /// environment in the process environment, where `ProcessInfo` reads it.
  public static func launch(environment: [String: String]) {
    terminateCurrent()
    for k in setKeys { unsetenv(k) }
    setKeys = Array(environment.keys)
    for (k, v) in environment { setenv(k, v, 1) }
    guard let factory = _HarnessApp.factory else {
      fatalError("harness: no App registered (call the app's entry point before the tests)")
    }
    let session = _HarnessSession(app: factory())
    current = session
    _CombineHarness.willChange = { [weak session] in
      MainActor.assumeIsolated { session?.graph.invalidate() }
    }
    _ = session.snapshot(settle: 0)
  }
  public static func terminateCurrent() {
    current?.terminate()
    current = nil
  }
  let graph: _Graph
  var lastTree: _AXNode?
  public var focused: _AXNode? = nil
  var focusedPath: String?

  public init(app: Any) {
    guard let app = app as? any App else { fatalError("not an App") }
    graph = _Graph(root: { ctx in _renderScene(app, ctx) })
  }

  /// Runs the main run loop a little (tasks, delegate callbacks), then evaluates the tree again.
  public func snapshot(settle: TimeInterval = 0.01) -> _AXNode {
    RunLoop.current.run(until: Date().addingTimeInterval(settle))
    let tree = graph.render()
    lastTree = tree
    return tree
  }
  public var violations: [String] { graph.viewUpdateViolations }
  public var log: [String] { graph.log }
  public var openedURLs: [URL] { graph.openedURLs }
  public func terminate() {
    for (_, t) in graph.tasks { t.cancel() }
    for (_, t) in graph.running { t.task.cancel() }
    graph.running = [:]
    for (_, h) in graph.representables { h.dismantle() }
    graph.tasks = [:]
    graph.representables = [:]
    graph.storage = [:]
  }
}

@MainActor func _renderScene<A: App>(_ app: A, _ ctx: _Ctx) {
  _renderSceneBody(app.body, ctx.child("scene"))
}
@MainActor func _renderSceneBody<S: Scene>(_ scene: S, _ ctx: _Ctx) {
  if let w = scene as? any _PrimitiveScene { w._render(ctx); return }
  _renderSceneBody(scene.body, ctx.child("s"))
}
protocol _PrimitiveScene { @MainActor func _render(_ ctx: _Ctx) }

// MARK: - Strings

enum _Strings {
  /// The app's Localizable.strings, from SHIM_HARNESS_STRINGS (the language the test asks for).
  static func lookup(_ key: String) -> String? {
    if _HarnessApp.strings == nil {
      var table: [String: String] = [:]
      if let path = ProcessInfo.processInfo.environment["SHIM_HARNESS_STRINGS"],
        let text = try? String(contentsOfFile: path, encoding: .utf8)
      {
        let re = try! NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;"#)
        let ns = text as NSString
        for m in re.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
          table[ns.substring(with: m.range(at: 1))] = ns.substring(with: m.range(at: 2))
            .replacingOccurrences(of: "\\\"", with: "\"")
        }
      }
      _HarnessApp.strings = table
    }
    return _HarnessApp.strings?[key]
  }
}

// MARK: - Representables

@MainActor final class _RepresentableHost {
  var view: AnyObject
  var coordinator: Any = ()
  let dismantle: () -> Void
  var update: (Any) -> Void
  init(view: AnyObject, dismantle: @escaping () -> Void, update: @escaping (Any) -> Void) {
    self.view = view; self.dismantle = dismantle; self.update = update
  }
}

// MARK: - Small stores kept by position

@usableFromInline final class _Box<T> {
  var value: T
  init(_ v: T) { value = v }
}

final class _SearchState {
  var isSearching = false
}

final class _PresentationState { var wasPresented = false }
final class _ChangeState { var last: Any; init(_ v: Any) { last = v } }
