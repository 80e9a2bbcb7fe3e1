/**
 * The agent page's live updates. Plain browser JavaScript sent inline under the page's CSP
 * nonce; message text only ever reaches the page through textContent.
 */
export const AGENT_PAGE_SCRIPT = `
(function () {
  var chat = document.getElementById('chat');
  var selected = chat ? Number(chat.getAttribute('data-user-id')) : 0;
  var thread = document.getElementById('history');
  var conversations = document.getElementById('conversations');
  var status = document.getElementById('live-status');
  var form = document.getElementById('reply');
  var socket = null;

  function showMessage(message) {
    var item = document.createElement('li');
    item.className = 'from-' + message.sender;
    var bubble = document.createElement('span');
    bubble.className = 'bubble';
    bubble.textContent = message.body;
    item.appendChild(bubble);
    thread.appendChild(item);
    item.scrollIntoView({ block: 'nearest' });
  }

  function touchConversation(userId, body) {
    var item = conversations.querySelector('li[data-user-id="' + userId + '"]');
    if (!item) {
      item = document.createElement('li');
      item.setAttribute('data-user-id', String(userId));
      var link = document.createElement('a');
      link.href = '/api/dev/agent?user_id=' + userId;
      link.textContent = 'User #' + userId;
      var last = document.createElement('span');
      last.className = 'grow muted last';
      item.appendChild(link);
      item.appendChild(last);
    }
    item.querySelector('.last').textContent = body;
    conversations.insertBefore(item, conversations.firstChild);
    var empty = document.getElementById('no-conversations');
    if (empty) empty.remove();
  }

  function connect() {
    socket = new WebSocket(location.origin.replace(/^http/, 'ws') + '/api/dev/ws/agent');
    socket.onopen = function () { status.textContent = 'Live'; };
    socket.onclose = function () {
      status.textContent = 'Disconnected, reconnecting…';
      setTimeout(connect, 2000);
    };
    socket.onmessage = function (event) {
      var data = JSON.parse(event.data);
      if (data.type === 'error') { status.textContent = data.message; return; }
      if (data.type !== 'message') return;
      var userId = Number(data.user_id);
      touchConversation(userId, data.message.body);
      if (thread && userId === selected) showMessage(data.message);
    };
  }

  if (form) {
    form.addEventListener('submit', function (event) {
      // Without a live socket the form posts normally.
      if (!socket || socket.readyState !== WebSocket.OPEN) return;
      event.preventDefault();
      var input = form.elements.namedItem('body');
      if (!input.value.trim()) return;
      socket.send(JSON.stringify({ user_id: selected, body: input.value }));
      input.value = '';
      input.focus();
    });
  }
  connect();
})();
`;
